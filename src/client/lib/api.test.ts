import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiRequest (spec 01 §7, §8)', () => {
  it('sends credentials and no content type without a body', async () => {
    const fetchMock = stubFetch(new Response('{"ok":true}', { status: 200 }));
    await expect(apiRequest('POST', '/api/logout')).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: {},
      body: undefined,
    });
  });

  it('sends JSON with its content type when there is a body', async () => {
    const fetchMock = stubFetch(new Response('{"user":{}}', { status: 200 }));
    await apiRequest('POST', '/api/login', { email: 'a@b.co' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' });
    expect(init?.body).toBe('{"email":"a@b.co"}');
  });

  it('names the language of the page so server messages match it', async () => {
    document.documentElement.lang = 'es';
    const fetchMock = stubFetch(new Response('null', { status: 200 }));
    await apiRequest('GET', '/api/user');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ 'x-ui-language': 'es' });
  });

  it.each([
    [
      401,
      '{"message":"Faça login para continuar."}',
      '',
      '401: {"message":"Faça login para continuar."}',
    ],
    [500, '', 'Internal Server Error', '500: Internal Server Error'],
  ])(
    'a %i raises "<status>: <body or status text>"',
    async (status, body, statusText, expected) => {
      stubFetch(new Response(body, { status, statusText }));
      const error = await apiRequest('GET', '/api/user').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe(expected);
      expect((error as ApiError).status).toBe(status);
    },
  );

  it('exposes the server message and field errors of a JSON error body', async () => {
    stubFetch(
      new Response(
        '{"message":"Dados inválidos","fieldErrors":{"email":["E-mail já cadastrado"]}}',
        { status: 409 },
      ),
    );
    const error = (await apiRequest('POST', '/api/register', {}).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.body?.message).toBe('Dados inválidos');
    expect(error.body?.fieldErrors?.email).toEqual(['E-mail já cadastrado']);
  });
});
