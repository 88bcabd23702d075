import { beforeAll, describe, expect, it } from 'vitest';
import {
  firmFactKeys,
  type FirmFactsAnswer,
  type FirmFactsInput,
} from '#shared/firm/firm-facts.ts';
import { firmFactDefaults } from '#shared/firm/firm-fact-defaults.ts';
import { listAuditEvents } from '#server/modules/audit/audit.service.ts';
import type { CookieJar } from '#server/test/app-harness.ts';
import {
  adminCast,
  expectJsonError,
  send,
  startAppForTest,
  texts,
  useTestApp,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { firmContactForMail, readContentVersion } from './firm-facts.service.ts';

/**
 * The firm's facts as settings (issue 23 §3, decision 0093) through HTTP on SQLite and
 * PostgreSQL: defaults and the launch checklist, saving, the 409 of a stale save, the audit
 * trail, the public pages' version, and every refusal.
 */

const pt = texts.for('pt-BR');
const en = texts.for('en');
const url = '/api/admin/firm';

describe.each(testDatabases)('firm facts on %s', (kind) => {
  const t = useTestApp(kind);
  let carla: CookieJar;
  let carlaId: string;
  let bruno: CookieJar;
  let member: CookieJar;
  let unenrolled: CookieJar;

  beforeAll(async () => {
    ({ carla, carlaId, bruno, member, unenrolled } = await adminCast(t.app));
  });

  const get = (jar: CookieJar | undefined) => send(t.app, { method: 'GET', url, jar });
  const put = (
    jar: CookieJar | undefined,
    payload: unknown,
    headers: Record<string, string> = {},
  ) => send(t.app, { method: 'PUT', url, jar, payload: payload as object, headers });
  const read = async (jar: CookieJar) => {
    const response = await get(jar);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<FirmFactsAnswer>();
  };
  const save = (jar: CookieJar, version: number, patch: Partial<FirmFactsInput>) =>
    put(jar, { ...firmFactDefaults, ...patch, version });

  it('starts with every fact at its default, all of them on the launch checklist', async () => {
    const answer = await read(carla);
    expect(answer).toEqual({
      facts: firmFactDefaults,
      atDefault: firmFactKeys,
      version: 0,
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('refuses visitors, members and admins without their second factor before reading input', async () => {
    expectJsonError(await get(undefined), 401);
    expectJsonError(await put(undefined, { nonsense: true }), 401);
    expectJsonError(await get(member), 403);
    expectJsonError(await put(member, { nonsense: true }), 403);
    expectJsonError(await get(unenrolled), 403);
    expectJsonError(await put(unenrolled, { ...firmFactDefaults, version: 0 }), 403);
  });

  it('saves facts in canonical form, takes them off the checklist, and records who and when', async () => {
    const before = await read(carla);
    const response = await save(carla, before.version, {
      phone: '(21) 3456-7890',
      cnpj: '12.abc.345/01de-35',
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<FirmFactsAnswer>();
    expect(answer.facts.phone).toBe('+552134567890');
    expect(answer.facts.cnpj).toBe('12ABC34501DE35');
    expect(answer.atDefault).not.toContain('phone');
    expect(answer.atDefault).not.toContain('cnpj');
    expect(answer.atDefault).toContain('addressStreet');
    expect(answer.version).toBe(before.version + 1);
    expect(answer.updatedBy).toEqual({ id: carlaId, name: 'Carla Administradora' });
    expect(new Date(answer.updatedAt ?? '').toISOString()).toBe(answer.updatedAt);
    // Another admin reads the same.
    expect(await read(bruno)).toEqual(answer);

    const [event] = await listAuditEvents(t.app.database.db, { subject: 'firm' });
    expect(event).toMatchObject({
      actorId: carlaId,
      action: 'firm.facts_changed',
      details: {
        version: answer.version,
        changes: {
          phone: { from: '+551140028922', to: '+552134567890' },
          cnpj: { from: '', to: '12ABC34501DE35' },
        },
      },
    });
  });

  it('gives the mails the stored contacts, the phone as printed', async () => {
    const { facts } = await read(carla);
    expect(await firmContactForMail(t.app.database.db)).toEqual({
      email: facts.email,
      phone: '+55 21 3456-7890',
      dataProtectionEmail: facts.dataProtectionEmail,
      legalName: facts.legalName,
    });
  });

  it('moves the public pages’ version with each change, and not for a save that changes nothing', async () => {
    const before = await read(carla);
    const pages = await readContentVersion(t.app.database.db);
    const same = await save(carla, before.version, before.facts);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json<FirmFactsAnswer>().version).toBe(before.version);
    expect(await readContentVersion(t.app.database.db)).toBe(pages);

    const changed = await save(carla, before.version, {
      ...before.facts,
      homeStatistics: [{ value: 60, suffix: '+' }, ...firmFactDefaults.homeStatistics.slice(1)],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await readContentVersion(t.app.database.db)).toBe(pages + 1);
  });

  it('puts a fact saved back to its default on the checklist again', async () => {
    const before = await read(carla);
    const response = await save(carla, before.version, {
      ...before.facts,
      phone: '+55 11 4002-8922',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<FirmFactsAnswer>().atDefault).toContain('phone');
  });

  it('answers a stale save 409 naming who saved and when, and overwrites nothing', async () => {
    const seen = await read(bruno);
    const first = await save(carla, seen.version, { ...seen.facts, email: 'ola@firma.com.br' });
    expect(first.statusCode, first.body).toBe(200);
    const winner = first.json<FirmFactsAnswer>();

    const late = await put(
      bruno,
      { ...seen.facts, email: 'bruno@firma.com.br', version: seen.version },
      { 'accept-language': 'en' },
    );
    expect(late.statusCode, late.body).toBe(409);
    const body = late.json<{
      message: string;
      version: number;
      updatedAt: string;
      updatedBy: { name: string };
    }>();
    expect(body.version).toBe(winner.version);
    expect(body.updatedAt).toBe(winner.updatedAt);
    expect(body.updatedBy).toEqual({ id: carlaId, name: 'Carla Administradora' });
    expect(body.message).toContain('Carla Administradora');
    expect(
      body.message.startsWith(
        en('admin:firm.errors.stale', { name: 'Carla Administradora', time: '' }).split(
          ' at ',
        )[0] ?? '',
      ),
    ).toBe(true);
    expect((await read(bruno)).facts.email).toBe('ola@firma.com.br');
  });

  it.each([
    ['cnpj', '12.ABC.345/01DE-36', 'common:validation.cnpj'],
    ['cnpj', '00.000.000/0000-00', 'common:validation.cnpj'],
    ['phone', '4002-89', 'common:validation.phone'],
    ['email', 'contato@', 'common:validation.email'],
    ['dataProtectionEmail', '', 'common:validation.required'],
    ['socialLinkedin', 'http://linkedin.com/company/x', 'common:validation.url'],
    ['socialX', 'javascript:alert(1)', 'common:validation.url'],
  ] as const)(
    'refuses %s %j with 400 and a message for that field',
    async (key, value, message) => {
      const before = await read(carla);
      const response = await save(carla, before.version, { ...before.facts, [key]: value });
      const body = expectJsonError(response, 400);
      expect(body.fieldErrors).toEqual({ [key]: [pt(message)] });
      expect((await read(carla)).version).toBe(before.version);
    },
  );

  it('refuses a body without a version, or that is not JSON, with 400', async () => {
    const body = expectJsonError(await put(carla, firmFactDefaults), 400);
    expect(body.fieldErrors).toEqual({ version: [pt('common:validation.required')] });
    expectJsonError(
      await send(t.app, {
        method: 'PUT',
        url,
        jar: carla,
        payload: '{"version":',
        headers: { 'content-type': 'application/json' },
      }),
      400,
    );
  });
});

describe.each(testDatabases)('a production start on %s', (kind) => {
  it('logs one warning naming every fact still at its default', async () => {
    const t = await startAppForTest(kind, {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(48),
    });
    const warnings = t.logs().filter((line) => line.includes('firm facts still at their default'));
    expect(warnings).toHaveLength(1);
    const entry = JSON.parse(warnings[0] ?? '{}') as { level: number; factsAtDefault: string[] };
    expect(entry.level).toBe(40);
    expect(entry.factsAtDefault).toEqual(firmFactKeys);
  });

  it('stays quiet outside production', async () => {
    const t = await startAppForTest(kind);
    expect(t.logs().some((line) => line.includes('firm facts still at their default'))).toBe(false);
  });
});
