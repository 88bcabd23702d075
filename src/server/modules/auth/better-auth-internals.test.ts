import { createRequire } from 'node:module';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { BASE_ERROR_CODES } from '@better-auth/core/error';
import { serializeSignedCookie } from 'better-call';
import { TWO_FACTOR_ERROR_CODES } from 'better-auth/plugins/two-factor';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { registerUser, send, sessionCookieName, useTestApp } from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { createAuth } from './auth.ts';
import {
  authCookieNames,
  CheckedSignatures,
  checkedBetterAuthVersion,
  codeRefusals,
  emailTakenCodes,
  sessionCookieAttributes,
  unsignedValue,
  wrongSecretCodes,
} from './better-auth-internals.ts';

/**
 * What better-auth-internals.ts assumes of Better Auth, checked against the installed package
 * (issue 24 §4, decision 0092). The first test fails on any other version on purpose: whoever
 * upgrades re-reads that file against the new release, then moves the pinned version.
 */

const installedVersion = (name: string): string => {
  const entry = createRequire(import.meta.url).resolve(name);
  let dir = path.dirname(entry);
  while (!dir.endsWith(path.join('node_modules', name))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
};

const day = 24 * 60 * 60 * 1000;

it(`is pinned to better-auth ${checkedBetterAuthVersion}: an upgrade re-checks better-auth-internals.ts`, () => {
  expect(installedVersion('better-auth')).toBe(checkedBetterAuthVersion);
});

it('maps only error codes Better Auth 1.7 defines (a renamed code would be a 500, not a 4xx)', () => {
  const known = new Set([...Object.keys(BASE_ERROR_CODES), ...Object.keys(TWO_FACTOR_ERROR_CODES)]);
  for (const code of [...emailTakenCodes, ...wrongSecretCodes, ...Object.keys(codeRefusals)]) {
    expect(known, code).toContain(code);
  }
});

it('checks a signature the way better-call signs: padded base64 HMAC-SHA256', async () => {
  const secret = 'a-test-secret-of-thirty-two-chars!!';
  const line = await serializeSignedCookie('x', 'token-value', secret);
  const signed = decodeURIComponent(line.slice('x='.length).split(';')[0] ?? '');
  expect(unsignedValue(signed, secret)).toBe('token-value');
  expect(unsignedValue(signed, `${secret}-other`)).toBeUndefined();
  expect(unsignedValue(signed.replace('token-value', 'token-valuf'), secret)).toBeUndefined();
  expect(unsignedValue('token-value', secret)).toBeUndefined();
});

it('checks a session cookie once, and a value that is not ours every time (decision 0144)', async () => {
  const secret = 'a-test-secret-of-thirty-two-chars!!';
  const sign = async (value: string) => {
    const line = await serializeSignedCookie('x', value, secret);
    return decodeURIComponent(line.slice('x='.length).split(';')[0] ?? '');
  };
  const signatures = new CheckedSignatures(secret, 2);
  const first = await sign('token-1');
  expect(signatures.value(first)).toBe('token-1');
  expect(signatures.value(first)).toBe('token-1');
  expect({ checks: signatures.checks, hits: signatures.hits }).toEqual({ checks: 1, hits: 1 });

  // A forged or foreign signature is checked again on every request and never kept.
  const forged = first.replace('token-1', 'token-2');
  expect(signatures.value(forged)).toBeUndefined();
  expect(signatures.value(forged)).toBeUndefined();
  expect(new CheckedSignatures(`${secret}-other`).value(first)).toBeUndefined();
  expect({ checks: signatures.checks, size: signatures.size }).toEqual({ checks: 3, size: 1 });

  // Bounded: the oldest value is forgotten (and checked again if it comes back).
  expect(signatures.value(await sign('token-2'))).toBe('token-2');
  expect(signatures.value(await sign('token-3'))).toBe('token-3');
  expect(signatures.size).toBe(2);
  expect(signatures.value(first)).toBe('token-1');
  expect(signatures.checks).toBe(6);
});

describe.each(testDatabases)('Better Auth internals on %s', (kind) => {
  const t = useTestApp(kind);

  it.each([false, true])('names its cookies as Better Auth does (https: %s)', async (https) => {
    const appUrl = new URL(https ? 'https://nexus.example' : 'http://localhost:3000');
    const auth = createAuth({ config: { ...t.config, appUrl }, database: t.app.database });
    const context = await auth.$context;
    const names = authCookieNames(https);
    expect(context.authCookies.sessionToken.name).toBe(names.sessionToken);
    expect(context.authCookies.sessionData.name).toBe(names.sessionData);
    expect(context.authCookies.dontRememberToken.name).toBe(names.dontRemember);
    expect(context.createAuthCookie('two_factor').name).toBe(names.twoFactor);
    expect(context.authCookies.sessionToken.attributes).toMatchObject(
      sessionCookieAttributes(https),
    );
  });

  it('has the internal adapter calls the service makes', async () => {
    const context = await createAuth({ config: t.config, database: t.app.database }).$context;
    for (const method of [
      'updateSession',
      'findVerificationValue',
      'consumeVerificationValue',
      'createVerificationValue',
      'findUserByEmail',
      'updateUser',
      'findCredentialAccount',
    ] as const) {
      expect(typeof context.internalAdapter[method], method).toBe('function');
    }
    expect(typeof context.password.verify).toBe('function');
    expect(context.secretConfig).toBeDefined();
  });

  /**
   * A session whose cookie was signed by Better Auth's own signer (as every cookie issued before
   * @fastify/cookie read them was) keeps working, and its renewal sends the very same value back.
   */
  it('accepts a session cookie signed by better-call and renews it byte for byte', async () => {
    const person = await registerUser(t.app);
    const { rows } = await sql<{ id: string; token: string }>`
      select id, token from session where ${sql.ref('userId')} = ${person.user.id}`.execute(
      t.app.database.db,
    );
    const row = rows[0];
    if (!row) throw new Error('no session row');
    const line = await serializeSignedCookie(sessionCookieName, row.token, t.config.sessionSecret);
    const cookie = line.split(';')[0] ?? '';
    const signedIn = await send(t.app, { method: 'GET', url: '/api/user', headers: { cookie } });
    expect(signedIn.statusCode).toBe(200);

    // Remembered and renewed two days ago: this use slides it, and the cookie is sent again.
    const expiresAt = new Date(Date.now() + 28 * day).toISOString();
    const updatedAt = new Date(Date.now() - 2 * day).toISOString();
    await sql`update session set ${sql.ref('expiresAt')} = ${expiresAt}, ${sql.ref('updatedAt')} = ${updatedAt}, ${sql.ref('rememberMe')} = ${kind === 'postgres' ? sql`true` : sql`1`} where id = ${row.id}`.execute(
      t.app.database.db,
    );
    const renewed = await send(t.app, { method: 'GET', url: '/api/user', headers: { cookie } });
    expect(renewed.statusCode).toBe(200);
    const lines = [renewed.headers['set-cookie'] ?? []].flat();
    const resent = lines.find((l) => l.startsWith(`${sessionCookieName}=`));
    expect(resent?.split(';')[0]).toBe(cookie);
    expect(resent).toMatch(/; Path=\/; HttpOnly; SameSite=Lax$/);

    // The signature's first character changed (to another one, whatever it was).
    const dot = cookie.lastIndexOf('.');
    const first = cookie.charAt(dot + 1);
    const forged = `${cookie.slice(0, dot + 1)}${first === 'A' ? 'B' : 'A'}${cookie.slice(dot + 2)}`;
    const refused = await send(t.app, {
      method: 'GET',
      url: '/api/user',
      headers: { cookie: forged },
    });
    expect(refused.statusCode).toBe(401);
  });
});
