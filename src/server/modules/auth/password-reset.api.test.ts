import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  expectJsonError,
  registerUser,
  resetTokenOf,
  send,
  texts,
  useTestApp,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { isResetMail, mailsMatching } from './mail-test-support.ts';

/**
 * Issue 12 findings 5 and 9: a reset link is good for one reset of the password it was asked
 * for, a copy of the database holds no usable link, and asking for one does the same work
 * whether or not the address is registered.
 */

const pt = texts.for('pt-BR');
const newPassword = { password: 'Nova-Senha-42', confirmPassword: 'Nova-Senha-42' };

describe.each(testDatabases)('password reset links on %s', (kind) => {
  const t = useTestApp(kind);

  const post = (url: string, payload: object, jar?: Parameters<typeof send>[1]['jar']) =>
    send(t.app, { method: 'POST', url, payload, jar });
  /** Asks for a link and returns the token of the mail it brings (after those already there). */
  const askForLink = async (email: string) => {
    const before = (await mailsMatching(t, email, isResetMail, 0)).length;
    expect((await post('/api/forgot-password', { email })).statusCode).toBe(200);
    const mails = await mailsMatching(t, email, isResetMail, before + 1);
    const mail = mails.at(-1);
    if (!mail || mails.length !== before + 1) throw new Error(`no new reset mail to ${email}`);
    return resetTokenOf(mail);
  };
  const expectRefused = async (token: string) => {
    const response = await post('/api/reset-password', { token, ...newPassword });
    expect(expectJsonError(response, 400).fieldErrors).toEqual({
      token: [pt('common:errors.invalidResetToken')],
    });
  };
  const verificationRows = async (userId: string) =>
    (
      await sql<{
        identifier: string;
      }>`select identifier from verification where value = ${userId}`.execute(t.app.database.db)
    ).rows;
  const resetJobs = async () =>
    (
      await sql<{
        recipient: string;
        sent_at: string | null;
        last_error: string | null;
      }>`select recipient, sent_at, last_error from mail_job where kind = 'password-reset' order by id`.execute(
        t.app.database.db,
      )
    ).rows;

  describe('finding 5', () => {
    it('a reset with the newer of two links ends the older one too', async () => {
      const { email } = await registerUser(t.app);
      const older = await askForLink(email);
      const newer = await askForLink(email);
      expect(newer).not.toBe(older);
      expect((await post('/api/reset-password', { token: newer, ...newPassword })).statusCode).toBe(
        200,
      );
      await expectRefused(older);
    });

    it('a link asked for before a password change no longer works after it', async () => {
      const { email, password, jar } = await registerUser(t.app);
      const token = await askForLink(email);
      const changed = await post(
        '/api/account/password',
        {
          currentPassword: password,
          ...newPassword,
          password: 'Outra-Senha-43',
          confirmPassword: 'Outra-Senha-43',
        },
        jar,
      );
      expect(changed.statusCode, changed.body).toBe(200);
      await expectRefused(token);
    });

    it('keeps no usable link in the database: only a hash of each token', async () => {
      const { email, user } = await registerUser(t.app);
      const token = await askForLink(email);
      const rows = await verificationRows(user.id);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.identifier).not.toContain(token);
      // A stored identifier is not a token either.
      for (const row of rows)
        await expectRefused(row.identifier.replace(/^reset-password[^:]*:/, ''));
      expect((await post('/api/reset-password', { token, ...newPassword })).statusCode).toBe(200);
    });
  });

  describe('finding 9', () => {
    it('asking for a link queues one mail whether the address is registered or not', async () => {
      const { email } = await registerUser(t.app);
      const stranger = `ninguem.${Date.now()}@example.com`;
      const before = (await resetJobs()).length;
      expect((await post('/api/forgot-password', { email: stranger })).statusCode).toBe(200);
      expect((await post('/api/forgot-password', { email })).statusCode).toBe(200);
      const jobs = (await resetJobs()).slice(before);
      expect(jobs.map((j) => j.recipient)).toEqual([stranger, email]);

      expect(await mailsMatching(t, email, isResetMail)).toHaveLength(1);
      // Once the known address's mail is out, the stranger's job (queued first) has been looked
      // at too: nothing was sent, and nothing is left to retry.
      const [strangerJob] = (await resetJobs()).filter((j) => j.recipient === stranger);
      expect(strangerJob?.sent_at).not.toBeNull();
      expect((await t.outbox()).filter((m) => m.to === stranger)).toEqual([]);
    });
  });
});
