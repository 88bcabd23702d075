import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useToasts } from './toast.ts';

// React's act() wants to be told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useToasts', () => {
  it('hydrates without a second render when there are no toasts', async () => {
    let renders = 0;
    function Count() {
      renders += useToasts().length + 1;
      return <p>toasts</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Count />);
    document.body.append(container);
    renders = 0;
    // A store whose snapshot differs from the server's makes React render again, synchronously,
    // once hydration commits (decision 0157).
    await act(async () => {
      hydrateRoot(container, <Count />);
    });
    expect(renders).toBe(1);
  });
});
