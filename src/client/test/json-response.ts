/**
 * A JSON answer as the server sends it, for tests that script `fetch` (the API client reads the
 * content type before the body). One helper for every suite that stubs the API.
 */
export function jsonResponse(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
