import { act, use } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationPart, HydrationParts } from './hydration-parts.tsx';

/** Renders `text` from the server; in the browser only once `ready` has resolved. */
function Late({ text, ready }: { text: string; ready?: Promise<void> }) {
  if (ready) use(ready);
  return <p>{text}</p>;
}

const page = (ready?: Promise<void>) => (
  <HydrationParts names={['header', 'main']}>
    <HydrationPart name="header">
      <Late text="header" />
    </HydrationPart>
    <HydrationPart name="main">
      <Late text="main" ready={ready} />
    </HydrationPart>
  </HydrationParts>
);

// React's act() wants to be told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = '';
});

describe('HydrationParts (decision 0154)', () => {
  it('writes each part as a Suspense boundary of its own in the prerendered HTML', () => {
    const html = renderToString(page());
    expect(html.match(/<!--\$-->/g)).toHaveLength(2);
    expect(html).toContain('<p>header</p>');
  });

  it('announces the hydrated page once, after the last part has hydrated, not the first', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const announced = vi.fn();
    window.addEventListener('nexus:hydrated', announced);
    let release = () => {};
    const ready = new Promise<void>((resolve) => (release = resolve));

    await act(async () => {
      hydrateRoot(container, page(ready));
    });
    // The header hydrated; the content waits for its promise, still the server's HTML.
    expect(container.textContent).toBe('headermain');
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    expect(announced).not.toHaveBeenCalled();

    await act(async () => release());
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(announced).toHaveBeenCalledTimes(1);
    window.removeEventListener('nexus:hydrated', announced);
  });
});
