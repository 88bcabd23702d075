/**
 * For the linear-time tests of issue 22 finding 1 (decision 0078): 100 KB built to make an
 * ambiguous pattern backtrack, and the time a pure call takes on it.
 */

export const adversarialSize = 100_000;

/** Under this a call on 100 KB is linear; the quadratic patterns it replaced took seconds. */
export const linearBoundMs = 50;

/** `text` repeated to 100 KB, then `then`: a run of what a pattern repeats, no match at its end. */
export function adversarialRun(text: string, then = ''): string {
  return text.repeat(Math.ceil(adversarialSize / text.length)) + then;
}

/** Milliseconds the call takes: the best of three, so one pause of a busy machine is not it. */
export function millisecondsOf(call: () => unknown): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    call();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}
