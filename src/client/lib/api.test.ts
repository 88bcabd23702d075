import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { Lead } from '#shared/schemas/leads.ts';
import type { UserDto } from '#shared/schemas/user.ts';
import { ApiError, apiRequest } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

/** Answers every call with a fresh `null` (a body can be read once). */
function stubEveryFetch() {
  const fetchMock = vi.fn<typeof fetch>().mockImplementation(async () => new Response('null'));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiRequest (spec 01 §7, §8)', () => {
  it('sends credentials and no content type without a body', async () => {
    const fetchMock = stubFetch(new Response('{"ok":true}', { status: 200 }));
    await expect(apiRequest('POST /api/logout')).resolves.toEqual({ ok: true });
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
    await apiRequest('POST /api/login', { body: { email: 'a@b.co' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' });
    expect(init?.body).toBe('{"email":"a@b.co"}');
  });

  it('names the language of the page so server messages match it', async () => {
    document.documentElement.lang = 'es';
    const fetchMock = stubFetch(new Response('null', { status: 200 }));
    await apiRequest('GET /api/user');
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
      const error = await apiRequest('GET /api/user').catch((e: unknown) => e);
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
    const error = (await apiRequest('POST /api/register', { body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.body?.message).toBe('Dados inválidos');
    expect(error.body?.fieldErrors?.email).toEqual(['E-mail já cadastrado']);
  });

  it('fills the route parameters and appends the query string', async () => {
    const fetchMock = stubEveryFetch();
    await apiRequest('GET /api/contacts', { search: '?status=new' });
    await apiRequest('GET /api/contacts/:id', { params: { id: 12 } });
    await apiRequest('DELETE /api/account/sessions/:id', { params: { id: 'a/b c' } });
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'GET /api/contacts?status=new',
      'GET /api/contacts/12',
      'DELETE /api/account/sessions/a%2Fb%20c',
    ]);
  });
});

/**
 * Issue 24 §2: an answer's type is the schema the server serialises it with, and only declared
 * routes compile (checked by `npm run typecheck`; at run time these calls are never awaited).
 */
describe('apiRequest types (the API contract)', () => {
  it('types an answer by its route, never by a cast', () => {
    stubEveryFetch();
    expectTypeOf(apiRequest('GET /api/contacts')).resolves.toEqualTypeOf<Lead[]>();
    expectTypeOf(apiRequest('GET /api/session')).resolves.toEqualTypeOf<{
      user: UserDto | null;
    }>();
  });

  it('refuses routes the server does not declare and missing parameters', () => {
    stubEveryFetch();
    // @ts-expect-error: no such route in the contract
    void apiRequest('GET /api/leads').catch(() => undefined);
    // @ts-expect-error: the route's method is part of its name
    void apiRequest('DELETE /api/contacts').catch(() => undefined);
    // @ts-expect-error: `:id` must be given
    void apiRequest('GET /api/contacts/:id').catch(() => undefined);
    // @ts-expect-error: a generic type argument is not a route (no casts: `apiRequest<Lead[]>`)
    void apiRequest<Lead[]>('GET', '/api/contacts').catch(() => undefined);
  });
});
