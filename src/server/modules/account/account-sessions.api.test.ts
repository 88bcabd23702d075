import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  expectJsonError,
  registerUser,
  sessionCookieName,
  texts,
  useTestApp,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { readFirmFacts, saveFirmFacts } from '#server/modules/firm/firm-facts.service.ts';
import { safariOnIphone, accountApi } from './account-api.test-support.ts';

/** Account API: the sessions list and revocation, and the data export, on SQLite and PostgreSQL. */

const pt = texts.for('pt-BR');
const en = texts.for('en');

describe.each(testDatabases)('account API on %s', (kind) => {
  const t = useTestApp(kind);
  const { call, getUser, sessionsOf, exportOf, signInAs, verifyEmail, sendLead } = accountApi(t);

  describe('sessions', () => {
    it('lists the active sessions with their device, this one first and marked, never a token', async () => {
      const person = await registerUser(t.app);
      const phone = await signInAs(person, safariOnIphone);
      const sessions = await sessionsOf(phone);
      expect(sessions).toHaveLength(2);
      expect(sessions[0]).toEqual({
        id: expect.any(String),
        current: true,
        device: { browser: 'Safari', browserVersion: '17', os: 'iOS', kind: 'mobile' },
        createdAt: expect.stringMatching(/Z$/),
        lastUsedAt: expect.stringMatching(/Z$/),
      });
      expect(sessions[1]).toMatchObject({ current: false });
      const tokens = [person.jar.get(sessionCookieName), phone.get(sessionCookieName)];
      const body = JSON.stringify(sessions);
      for (const cookie of tokens) {
        const token = decodeURIComponent(cookie ?? '').split('.')[0] ?? '';
        expect(token.length).toBeGreaterThan(8);
        expect(body).not.toContain(token);
      }
    });

    it('shows only the account’s own sessions', async () => {
      const ana = await registerUser(t.app);
      const bia = await registerUser(t.app);
      const ids = (await sessionsOf(ana.jar)).map((s) => s.id);
      const biaIds = (await sessionsOf(bia.jar)).map((s) => s.id);
      expect(ids).toHaveLength(1);
      expect(biaIds).toHaveLength(1);
      expect(ids).not.toContain(biaIds[0]);
    });

    it('leaves out expired sessions', async () => {
      const person = await registerUser(t.app);
      const other = await signInAs(person);
      const expired = new Date(Date.now() - 60_000).toISOString();
      const otherId = (await sessionsOf(other)).find((s) => s.current)?.id ?? '';
      await sql`update session set ${sql.ref('expiresAt')} = ${expired} where id = ${otherId}`.execute(
        t.app.database.db,
      );
      expect((await sessionsOf(person.jar)).map((s) => s.id)).not.toContain(otherId);
    });

    it('moves "last used" forward when the app opens with a session (GET /api/user)', async () => {
      const person = await registerUser(t.app);
      const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString();
      await sql`update session set ${sql.ref('updatedAt')} = ${tenMinutesAgo} where ${sql.ref('userId')} = ${person.user.id}`.execute(
        t.app.database.db,
      );
      const [before] = await sessionsOf(person.jar);
      expect(new Date(before?.lastUsedAt ?? 0).getTime()).toBeLessThan(Date.now() - 9 * 60_000);
      expect((await getUser(person.jar)).statusCode).toBe(200);
      const [after] = await sessionsOf(person.jar);
      expect(new Date(after?.lastUsedAt ?? 0).getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it('signs out one other session', async () => {
      const person = await registerUser(t.app);
      const phone = await signInAs(person, safariOnIphone);
      const laptop = await signInAs(person);
      const phoneId = (await sessionsOf(phone)).find((s) => s.current)?.id ?? '';
      const response = await call('DELETE', `/api/account/sessions/${phoneId}`, {
        jar: person.jar,
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: en('account:messages.sessionRevoked') });
      expectJsonError(await getUser(phone), 401);
      expect((await getUser(laptop)).statusCode).toBe(200);
      expect((await getUser(person.jar)).statusCode).toBe(200);
      expect((await sessionsOf(person.jar)).map((s) => s.id)).not.toContain(phoneId);
    });

    it('answers 404 for another person’s session and leaves it alone', async () => {
      const ana = await registerUser(t.app);
      const bia = await registerUser(t.app);
      const biaSession = (await sessionsOf(bia.jar))[0]?.id ?? '';
      const response = await call('DELETE', `/api/account/sessions/${biaSession}`, {
        jar: ana.jar,
      });
      expect(expectJsonError(response, 404).message).toBe(pt('account:errors.sessionNotFound'));
      expect((await getUser(bia.jar)).statusCode).toBe(200);
      const unknown = await call('DELETE', '/api/account/sessions/nao-existe', { jar: ana.jar });
      expect(unknown.body).toBe(response.body);
    });

    it('answers 409 for the session in use: signing out is another call', async () => {
      const person = await registerUser(t.app);
      const current = (await sessionsOf(person.jar))[0]?.id ?? '';
      const response = await call('DELETE', `/api/account/sessions/${current}`, {
        jar: person.jar,
      });
      expect(expectJsonError(response, 409).message).toBe(pt('account:errors.currentSession'));
      expect((await getUser(person.jar)).statusCode).toBe(200);
    });

    it('signs out every other session at once, and only this account’s', async () => {
      const person = await registerUser(t.app);
      const others = [await signInAs(person), await signInAs(person, safariOnIphone)];
      const stranger = await registerUser(t.app);
      const response = await call('POST', '/api/account/sessions/revoke-others', {
        jar: person.jar,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        message: pt('account:messages.otherSessionsRevoked'),
        revoked: 2,
      });
      for (const other of others) expectJsonError(await getUser(other), 401);
      expect((await getUser(person.jar)).statusCode).toBe(200);
      expect((await getUser(stranger.jar)).statusCode).toBe(200);
      expect(await sessionsOf(person.jar)).toHaveLength(1);
    });
  });

  describe('GET /api/account/export', () => {
    it('is a JSON attachment, made fresh and never cached', async () => {
      const { jar } = await registerUser(t.app);
      const { response } = await exportOf(jar);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="nexus-ia-account-\d{4}-\d\d-\d\d\.json"$/,
      );
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('holds the profile, the sign-in method, the sessions and the leads of the verified address', async () => {
      const person = await registerUser(t.app, {
        fullName: 'Ana Souza',
        phone: '11 91234-5678',
        cpf: '529.982.247-25',
      });
      await signInAs(person, safariOnIphone);
      await verifyEmail(person.email);
      const mine = await sendLead({
        name: 'Ana Souza',
        email: person.email,
        company: 'Souza Ltda',
        message: 'Queremos automatizar o atendimento.',
      });
      await sendLead({ name: 'Outra Pessoa', email: `outra.${Date.now()}@example.com` });

      const { data, response } = await exportOf(person.jar);
      expect(data).toMatchObject({
        format: 'nexus-ia.account-export',
        version: 1,
        controller: {
          name: 'Nexus IA',
          dataProtectionOfficer: { email: 'privacidade@nexusia.com.br' },
        },
        profile: {
          id: person.user.id,
          fullName: 'Ana Souza',
          email: person.email,
          emailVerified: true,
          phone: '11 91234-5678',
          birthDate: person.birthDate,
          cpf: '52998224725',
          preferredLanguage: 'pt-BR',
          isAdmin: false,
        },
        signInMethods: [{ method: 'password' }],
        leads: {
          included: true,
          items: [
            {
              id: mine,
              name: 'Ana Souza',
              email: person.email,
              company: 'Souza Ltda',
              message: 'Queremos automatizar o atendimento.',
            },
          ],
        },
      });
      expect(data.leads.items).toHaveLength(1);
      expect(data.sessions).toHaveLength(2);
      expect(data.sessions.filter((s) => s.current)).toHaveLength(1);
      expect(data.sessions.map((s) => s.device.os)).toContain('iOS');
      expect(data.sessions[0]).toMatchObject({ ipAddress: '127.0.0.1' });
      expect(Date.now() - new Date(data.exportedAt).getTime()).toBeLessThan(60_000);

      // Never a secret: no password hash, no session token.
      const { rows } = await sql<{
        password: string;
      }>`select password from account where ${sql.ref('userId')} = ${person.user.id}`.execute(
        t.app.database.db,
      );
      expect(rows[0]?.password).toMatch(/^\$argon2id\$/);
      expect(response.body).not.toContain(rows[0]?.password);
      expect(response.body).not.toMatch(/argon2|"token"\s*:|"password"\s*:/);
      const token = decodeURIComponent(person.jar.get(sessionCookieName) ?? '').split('.')[0];
      expect(response.body).not.toContain(token);
    });

    it('leaves the leads out while the address is not verified: anyone can register any address', async () => {
      const person = await registerUser(t.app);
      await sendLead({ name: 'Ana', email: person.email, message: 'Dados de outra pessoa' });
      const { data, response } = await exportOf(person.jar);
      expect(data.leads).toEqual({ included: false, reason: 'email-not-verified', items: [] });
      expect(response.body).not.toContain('Dados de outra pessoa');
    });

    it('answers only with the data of the session’s own account', async () => {
      const ana = await registerUser(t.app);
      const bia = await registerUser(t.app);
      const { data } = await exportOf(ana.jar);
      expect(data.profile.email).toBe(ana.email);
      expect(JSON.stringify(data)).not.toContain(bia.email);
      expect(JSON.stringify(data)).not.toContain(bia.user.id);
    });

    // Last: the tests above expect the shipped facts.
    it('names the controller by the firm’s stored facts (issue 23 §3)', async () => {
      const { facts, version } = await readFirmFacts(t.app.database.db);
      const saved = await saveFirmFacts(t.app.database.db, {
        actor: { id: 'test-admin', name: 'Test Admin' },
        version,
        facts: {
          ...facts,
          legalName: 'Nexus IA Serviços Ltda.',
          dataProtectionEmail: 'dpo@example.com',
        },
      });
      expect(saved.ok).toBe(true);
      const { data } = await exportOf((await registerUser(t.app)).jar);
      expect(data.controller).toEqual({
        name: 'Nexus IA',
        legalName: 'Nexus IA Serviços Ltda.',
        dataProtectionOfficer: { email: 'dpo@example.com' },
      });
    });
  });
});
