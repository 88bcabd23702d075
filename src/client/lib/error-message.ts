import { ApiError } from './api.ts';

/**
 * The text a toast or form shows for a failed call (spec 01 §8): the server's own sentence, which
 * it already wrote in the page's language (`x-ui-language`), else the caller's translated
 * default. Never the raw `"<status>: <body>"` nor a browser's "Failed to fetch": spec 01 §8 says
 * server error codes are not shown, and those texts are neither translated nor helpful.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const message = error instanceof ApiError ? error.body?.message : undefined;
  return typeof message === 'string' && message.trim() ? message : fallback;
}

/** The server's per-field messages of a failed call (`{ fieldErrors }`), for a form's `setError`. */
export function serverFieldErrors(error: unknown): Record<string, string[]> {
  return (error instanceof ApiError ? error.body?.fieldErrors : undefined) ?? {};
}
