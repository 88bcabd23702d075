import { describe, expect, it } from 'vitest';
import { expectJsonError, send, useTestApp, validRegistration } from './test/app-harness.ts';
import { testDatabases } from './test/databases.ts';

/**
 * Whatever a client sends to a POST endpoint, the server answers with one of the statuses the API
 * documents, never a 5xx, always JSON with a `message` when it refuses, and a refused request
 * leaves the database as it was (issue "Errors", "Security").
 */

interface Endpoint {
  url: string;
  /** A body that passes the endpoint's validation; hostile variants are built from it. */
  valid: () => Record<string, unknown>;
  /** The answer to that body when signed out (an unknown account or token is no validation error). */
  validStatus: number;
  /** The field a valid body's 400 names (default: the reset token). */
  refusedField?: string;
}

const endpoints: Endpoint[] = [
  {
    url: '/api/register',
    valid: () => validRegistration({ cpf: '529.982.247-25', phone: '+55 11 91234-5678' }),
    validStatus: 201,
  },
  {
    url: '/api/login',
    valid: () => ({ email: 'ninguem@example.com', password: 'Senha-Forte1', rememberMe: true }),
    validStatus: 401,
  },
  { url: '/api/logout', valid: () => ({}), validStatus: 200 },
  {
    url: '/api/forgot-password',
    valid: () => ({ email: 'ninguem@example.com' }),
    validStatus: 200,
  },
  {
    url: '/api/reset-password',
    valid: () => ({
      token: 'token-que-nao-existe',
      password: 'Senha-Forte1',
      confirmPassword: 'Senha-Forte1',
    }),
    // An unknown token: refused on the token field only, after validation passed.
    validStatus: 400,
  },
  {
    url: '/api/contacts',
    valid: () => ({
      name: 'Ana',
      email: 'ana@example.com',
      company: 'ACME',
      message: 'Olá',
      website: '',
    }),
    validStatus: 201,
  },
  {
    url: '/api/meetings',
    valid: () => ({
      name: 'Ana',
      email: 'ana@example.com',
      slotStart: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      visitorTimeZone: 'Europe/Lisbon',
    }),
    // No consultant in this database: a valid booking finds no one available (issue 25 §2).
    validStatus: 400,
    refusedField: 'slotStart',
  },
  { url: '/api/test-email', valid: () => ({}), validStatus: 401 },
];

/** Every field any endpoint reads, so one body reaches each of them. */
const allFields = [
  'fullName',
  'email',
  'password',
  'confirmPassword',
  'birthDate',
  'cpf',
  'phone',
  'termsAccepted',
  'rememberMe',
  'token',
  'name',
  'company',
  'message',
  'website',
  'slotStart',
  'visitorTimeZone',
];

const everyField = (value: unknown) =>
  JSON.stringify(Object.fromEntries(allFields.map((f) => [f, value])));

/** Statuses the API documents; anything else (a 5xx, a 422 from a library) is a bug. */
const documentedStatuses = new Set([200, 201, 400, 401, 409, 413, 415]);

interface HostileBody {
  label: string;
  /** Raw request bytes, sent as they are. */
  payload: string | Buffer;
  contentType?: string;
}

const kb99 = 'x'.repeat(99 * 1024);
const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** The same hostile bodies go to every endpoint. */
const hostileBodies: HostileBody[] = [
  { label: 'null', payload: 'null' },
  { label: 'true', payload: 'true' },
  { label: 'a number', payload: '42' },
  { label: 'a huge number', payload: '1e999' },
  { label: 'a string', payload: '"email=a@b.co"' },
  { label: 'an empty array', payload: '[]' },
  {
    label: 'an array of a valid-looking object',
    payload: '[{"email":"ana@example.com","password":"x"}]',
  },
  { label: 'an empty object', payload: '{}' },
  { label: 'an empty body with a JSON content-type', payload: '' },
  { label: 'an empty body with no content-type', payload: '', contentType: '' },
  { label: 'a __proto__ key', payload: '{"email":"ana@example.com","__proto__":{"isAdmin":true}}' },
  {
    label: 'a nested __proto__ key',
    payload: '{"name":{"__proto__":{"polluted":true}},"email":"a@b.co"}',
  },
  {
    label: 'a constructor.prototype key',
    payload: '{"constructor":{"prototype":{"isAdmin":true}}}',
  },
  {
    label: 'a plain constructor key',
    payload: '{"constructor":1,"toString":2,"hasOwnProperty":3,"valueOf":4}',
  },
  { label: 'numbers in every field', payload: everyField(12345678901) },
  { label: 'negative zero and floats', payload: everyField(-0.5) },
  { label: 'booleans in every field', payload: everyField(true) },
  { label: 'null in every field', payload: everyField(null) },
  { label: 'arrays in every field', payload: everyField(['ana@example.com']) },
  { label: 'objects in every field', payload: everyField({ $gt: '' }) },
  { label: 'strings of 100k in every field', payload: everyField('x'.repeat(100_000)) },
  {
    label: 'a 99 KB string that fits the limit',
    payload: JSON.stringify({ name: kb99, email: 'a@b.co' }),
  },
  { label: 'empty strings in every field', payload: everyField('') },
  { label: 'whitespace in every field', payload: everyField(' \t\n ') },
  {
    label: 'emoji and other scripts in every field',
    payload: everyField('Zoë 🚀 中文 عربى Ωμέγα'),
  },
  { label: 'NUL bytes in every field', payload: everyField('ana\u0000@example.com') },
  {
    label: 'control and zero-width characters',
    payload: everyField('\u0007\u001b[31m\u200b\u202e'),
  },
  {
    label: 'lone surrogates',
    payload: '{"name":"\\ud800","email":"a\\udfff@b.co","fullName":"\\ud83d"}',
  },
  { label: 'SQL in every field', payload: everyField("'); DROP TABLE contact_submission; --") },
  { label: 'an object nested 10000 deep', payload: nested(10_000) },
  { label: 'an array nested 40000 deep', payload: '['.repeat(40_000) + ']'.repeat(40_000) },
  {
    label: '5000 unknown keys',
    payload: JSON.stringify(
      Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i])),
    ),
  },
  { label: 'duplicate keys', payload: '{"email":"ana@example.com","email":{"x":1}}' },
  { label: 'a byte order mark', payload: '\ufeff{"email":"ana@example.com"}' },
  {
    label: 'invalid UTF-8',
    payload: Buffer.from('{"name":"\xff\xfe","email":"a@b.co"}', 'latin1'),
  },
  { label: 'truncated JSON', payload: '{"email":"ana@exa' },
  { label: 'form data labelled as JSON', payload: 'email=ana%40example.com&password=x' },
  { label: 'XML', payload: '<email>ana@example.com</email>', contentType: 'application/xml' },
];

const wrongTypes: [string, unknown][] = [
  ['a number', 42],
  ['a boolean', false],
  ['null', null],
  ['an array', ['x']],
  ['an object', { value: 'x' }],
];

/** Fields whose input type is boolean get strings and numbers as their wrong types instead. */
const wrongTypesFor = (value: unknown): [string, unknown][] =>
  typeof value === 'boolean'
    ? [
        ['the string "true"', 'true'],
        ['the number 1', 1],
        ['null', null],
        ['an array', [true]],
        ['an object', { value: true }],
      ]
    : wrongTypes;

/** One field replaced at a time: every field of every endpoint meets every wrong JSON type. */
const fieldCases = (endpoint: Endpoint) =>
  Object.entries(endpoint.valid()).flatMap(([field, value]) =>
    wrongTypesFor(value).map(([label, wrong]) => ({ field, label, wrong })),
  );

const stringFields = (endpoint: Endpoint) =>
  Object.entries(endpoint.valid())
    .filter(([, value]) => typeof value === 'string')
    .map(([field, value]) => ({ field, value: value as string }));

describe.each(testDatabases)('hostile bodies on %s', (kind) => {
  const t = useTestApp(kind);

  const counts = async () => ({
    user: await t.countRows('user'),
    contact: await t.countRows('contact_submission'),
  });

  /** Sends a body and checks the rules every answer must keep. */
  async function sendHostile(
    url: string,
    payload: string | Buffer,
    contentType = 'application/json',
  ) {
    const before = await counts();
    const response = await send(t.app, {
      method: 'POST',
      url,
      payload,
      headers: contentType ? { 'content-type': contentType } : {},
    });
    const after = await counts();
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(documentedStatuses, `${response.statusCode} ${response.body}`).toContain(
      response.statusCode,
    );
    if (response.statusCode >= 300) {
      expectJsonError(response, response.statusCode);
      expect(after).toEqual(before);
    } else {
      expect(after.user - before.user).toBeLessThanOrEqual(1);
      expect(after.contact - before.contact).toBeLessThanOrEqual(1);
    }
    return response;
  }

  describe.each(endpoints)('POST $url', (endpoint) => {
    it(`answers ${endpoint.validStatus} to its valid body (the baseline the variants break)`, async () => {
      const response = await sendHostile(endpoint.url, JSON.stringify(endpoint.valid()));
      expect(response.statusCode, response.body).toBe(endpoint.validStatus);
      // Refused after validation passed, on the one field the database decides about.
      if (response.statusCode === 400)
        expect(Object.keys(response.json().fieldErrors)).toEqual([
          endpoint.refusedField ?? 'token',
        ]);
    });

    it.each(hostileBodies)('survives $label', async ({ payload, contentType }) => {
      await sendHostile(endpoint.url, payload, contentType);
    });

    const typed = fieldCases(endpoint);
    if (typed.length > 0) {
      it.each(typed)('answers 400 on $field when it is $label', async ({ field, wrong }) => {
        const response = await sendHostile(
          endpoint.url,
          JSON.stringify({ ...endpoint.valid(), [field]: wrong }),
        );
        const body = expectJsonError(response, 400);
        expect(Object.keys(body.fieldErrors ?? {})).toEqual([field]);
      });
    }

    const texts = stringFields(endpoint);
    if (texts.length > 0) {
      it.each(texts)('answers 400 on $field when it is a 99 KB string', async ({ field }) => {
        const response = await sendHostile(
          endpoint.url,
          JSON.stringify({ ...endpoint.valid(), [field]: kb99 }),
        );
        expect(expectJsonError(response, 400).fieldErrors?.[field]).toBeDefined();
      });

      it.each(texts)(
        'keeps to documented answers with a NUL byte inside $field',
        async ({ field, value }) => {
          const withNul = `${value.slice(0, 2)}\u0000${value.slice(2)}`;
          await sendHostile(
            endpoint.url,
            JSON.stringify({ ...endpoint.valid(), [field]: withNul }),
          );
        },
      );
    }
  });

  it('never lets a __proto__ body make an admin', async () => {
    const body = validRegistration();
    const payload = JSON.stringify(body).replace(/^\{/, '{"__proto__":{"isAdmin":true},');
    const response = await sendHostile('/api/register', payload);
    expect(response.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('logs none of the passwords sent in all those bodies', () => {
    expect(t.logs().join('\n')).not.toContain('Senha-Forte1');
  });

  it('stores SQL in a lead as plain text', async () => {
    const name = "Robert'); DROP TABLE contact_submission; --";
    const response = await sendHostile(
      '/api/contacts',
      JSON.stringify({ name, email: 'bobby@example.com' }),
    );
    expect(response.statusCode).toBe(201);
    const rows = await t.app.database.db
      .selectFrom('contact_submission')
      .select('name')
      .where('id', '=', response.json<{ id: number }>().id)
      .execute();
    expect(rows).toEqual([{ name }]);
  });
});
