import type { ApiAnswer, ApiRoute, RouteParams } from '#shared/api-contract.ts';

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

/** A call's parts besides its route: the `:name` values, a query string, a JSON body. */
export type CallOptions<R extends ApiRoute> = { search?: string; body?: unknown } & ([
  RouteParams<R>,
] extends [never]
  ? { params?: never }
  : { params: Record<RouteParams<R>, string | number> });

/**
 * A call by its route in the API contract (src/shared/api-contract.ts; issue 24 §2): the answer's
 * type is the output of the schema the server serialises it with, so no caller names (or casts)
 * it. The server already checked the answer against that schema before sending it; the client
 * does not parse it again (decision 0095).
 */
export async function apiRequest<R extends ApiRoute>(
  route: R,
  ...[options]: [RouteParams<R>] extends [never] ? [options?: CallOptions<R>] : [CallOptions<R>]
): Promise<ApiAnswer<R>> {
  const [method, path] = route.split(' ') as [string, string];
  const params: Record<string, string | number> = options?.params ?? {};
  const url = path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  return (await sendRequest(
    method,
    `${url}${options?.search ?? ''}`,
    options?.body,
  )) as ApiAnswer<R>;
}

async function sendRequest(method: string, url: string, body?: unknown): Promise<unknown> {
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
  return text ? (JSON.parse(text) as unknown) : null;
}
