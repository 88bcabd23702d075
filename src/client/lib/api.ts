/**
 * The one client for our API (spec 01 §7): credentials always sent, a JSON content type only when
 * there is a body, answers parsed as JSON, and any non-2xx raised as `"<status>: <body text>"`
 * (spec 01 §8) with the parsed body kept for forms that show field errors.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly bodyText: string;

  constructor(status: number, bodyText: string) {
    super(`${status}: ${bodyText}`);
    this.status = status;
    this.bodyText = bodyText;
  }

  /** The server's `{ message, fieldErrors }`, when the body is that JSON. */
  get body(): { message?: string; fieldErrors?: Record<string, string[]> } | undefined {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
    } catch {
      return undefined;
    }
  }
}

/** The language the page is shown in, so server messages match it (server: plugins/i18n.ts). */
function uiLanguage(): Record<string, string> {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang ? { 'x-ui-language': lang } : {};
}

export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: {
      ...uiLanguage(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new ApiError(response.status, text);
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
