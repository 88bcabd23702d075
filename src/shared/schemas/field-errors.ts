import type { z } from 'zod';

export const ROOT_ERROR_KEY = '_root';

/**
 * Groups a ZodError's messages (i18n keys) by the first path segment, for form fields and API
 * error bodies. Issues without a path (a wrong body type) go under `_root`. No duplicates.
 */
export function toFieldErrors(error: z.ZodError): Record<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const issue of error.issues) {
    const first = issue.path[0];
    const key = first === undefined ? ROOT_ERROR_KEY : String(first);
    const messages = byField.get(key) ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    byField.set(key, messages);
  }
  // fromEntries defines own properties, so a '__proto__' key cannot reach the prototype.
  return Object.fromEntries(byField);
}
