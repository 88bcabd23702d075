/**
 * Path helpers that see client-controlled text (request paths, `location.pathname`, a lead's
 * origin path) and so must stay linear in its length (issue 22 finding 1, decision 0078).
 */

const slash = 0x2f;

/**
 * `path` without its trailing slashes (`/en/faq//` → `/en/faq`, `///` → ``). A loop over char
 * codes: `/\/+$/` retries at every slash of a run that is not at the end, which is quadratic, and
 * a path of 16,000 slashes and a letter held the server for half a second.
 */
export function trimTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === slash) end -= 1;
  return end === path.length ? path : path.slice(0, end);
}
