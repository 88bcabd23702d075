import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useFocusedHeading } from './tool-page.tsx';

/**
 * The tool pages' heading focus (spec 02 §4: a new question, step or view replaces what the user
 * was on): nothing moves on the first render, the heading takes focus when the key changes.
 */

afterEach(cleanup);

function Step({ step }: { step: number }) {
  const headingRef = useFocusedHeading(step);
  return (
    <>
      <button type="button">before</button>
      <h2 ref={headingRef} tabIndex={-1}>{`Step ${step}`}</h2>
    </>
  );
}

it('leaves focus alone on the first render and focuses the heading when the key changes', () => {
  const { rerender } = render(<Step step={1} />);
  const before = screen.getByRole('button', { name: 'before' });
  act(() => before.focus());
  rerender(<Step step={1} />);
  expect(document.activeElement).toBe(before);
  rerender(<Step step={2} />);
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Step 2' }));
});
