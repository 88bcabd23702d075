import { describe, expect, it } from 'vitest';
import { expectJsonError, send, texts, useTestApp } from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';

/** Error answers (issue point 11): every non-2xx is JSON with a string `message`. */

const pt = texts.for('pt-BR');
const en = texts.for('en');

const postEndpoints = [
  '/api/register',
  '/api/login',
  '/api/logout',
  '/api/forgot-password',
  '/api/reset-password',
  '/api/contacts',
  '/api/test-email',
];

const bodyLimit = 100 * 1024;

/** A JSON object of exactly `bytes` bytes: {"message":"xxx…"}. */
function jsonOfSize(bytes: number): string {
  const frame = '{"message":""}';
  return `{"message":"${'x'.repeat(bytes - frame.length)}"}`;
}

describe.each(testDatabases)('error answers on %s', (kind) => {
  const t = useTestApp(kind);

  const raw = (
    url: string,
    payload: string,
    contentType: string,
    headers: Record<string, string> = {},
  ) =>
    send(t.app, {
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': contentType, ...headers },
    });

  describe.each(postEndpoints)('POST %s', (url) => {
    it.each(['{', '{"email": }', "{'email': 'a@b.co'}", '{"a":1,}', '{}{}', 'undefined', '\u0000'])(
      'answers 400 {message} to the malformed JSON %j',
      async (payload) => {
        expect(expectJsonError(await raw(url, payload, 'application/json'), 400)).toEqual({
          message: pt('common:errors.malformedJson'),
        });
      },
    );

    it('answers 400 {message} to an empty JSON body, in the language asked for', async () => {
      expect(
        expectJsonError(await raw(url, '', 'application/json', { 'accept-language': 'en' }), 400),
      ).toEqual({
        message: en('common:errors.malformedJson'),
      });
    });

    it('answers 413 JSON to a body over 100 KB, and not to one of exactly 100 KB', async () => {
      expect(
        expectJsonError(await raw(url, jsonOfSize(bodyLimit + 1), 'application/json'), 413),
      ).toEqual({
        message: 'Os dados enviados excedem o limite de 100 KB.',
      });
      expect((await raw(url, jsonOfSize(bodyLimit), 'application/json')).statusCode).not.toBe(413);
    });

    it.each([
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'image/png',
    ])('answers 415 JSON to a %s body', async (contentType) => {
      expect(expectJsonError(await raw(url, '<a/>', contentType), 415)).toEqual({
        message: 'Envie os dados como application/json.',
      });
    });
  });

  it.each([
    '/api/register',
    '/api/login',
    '/api/forgot-password',
    '/api/reset-password',
    '/api/contacts',
  ])('answers a text/plain body to %s with 400 JSON (a string is no payload)', async (url) => {
    const body = expectJsonError(await raw(url, 'email=a@b.co', 'text/plain'), 400);
    expect(body.fieldErrors).toEqual({ _root: [pt('common:validation.type')] });
  });

  it('answers 4xx JSON to a body whose Content-Encoding cannot be undone', async () => {
    const response = await raw('/api/contacts', '{"name":"a"}', 'application/json', {
      'content-encoding': 'gzip',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectJsonError(response, response.statusCode);
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/nothing-here'],
    ['GET', '/api/contacts/1/attachments'],
    ['PUT', '/api/user'],
    ['DELETE', '/api/contacts'],
    ['PATCH', '/api/login'],
  ] as const)('answers %s %s with 404 JSON', async (method, url) => {
    const response = await send(t.app, { method, url, payload: method === 'GET' ? undefined : {} });
    expect(expectJsonError(response, 404)).toEqual({ message: 'Recurso não encontrado.' });
  });

  it('answers 404 in the language asked for', async () => {
    const response = await send(t.app, {
      method: 'GET',
      url: '/api/nothing-here',
      headers: { cookie: 'user-locale=es' },
    });
    expect(expectJsonError(response, 404).message).toBe('Recurso no encontrado.');
  });

  it.each([
    '/api/auth/sign-up/email',
    '/api/auth/sign-in/email',
    '/api/auth/request-password-reset',
  ])(
    'does not expose Better Auth’s own endpoint %s (it would skip our validation and limits)',
    async (url) => {
      const before = await t.countRows('user');
      const response = await send(t.app, {
        method: 'POST',
        url,
        payload: { name: 'Eve', email: 'eve@example.com', password: 'Senha-Forte1' },
      });
      expectJsonError(response, 404);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await t.countRows('user')).toBe(before);
    },
  );
});
