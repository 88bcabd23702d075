import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  CookieJar,
  send,
  startAppForTest,
  validRegistration,
  type TestApp,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { setAdmin } from '#server/modules/auth/admin-role.ts';

/**
 * "Every new lead sends an e-mail to the admins (or to the addresses in configuration) after the
 * reply to the visitor; a mail failure is logged and retried later and never loses the lead"
 * (issue 6), through POST /api/contacts on both databases.
 */

async function register(t: TestApp, fullName: string, headers: Record<string, string> = {}) {
  const body = validRegistration({ fullName });
  const response = await send(t.app, {
    method: 'POST',
    url: '/api/register',
    payload: body,
    headers,
    jar: new CookieJar(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return body.email;
}

const postLead = (t: TestApp, payload: Record<string, unknown>) =>
  send(t.app, { method: 'POST', url: '/api/contacts', payload });

const lead = {
  name: 'Rafael Gomes',
  email: 'rafael@logistica.com.br',
  company: 'Gomes Logística',
  message: 'Temos 40 atendentes.\nQueremos um assistente no WhatsApp.',
};

const newLeadSubject = /^(Novo contato pelo site|New website lead|Nuevo contacto desde el sitio): /;

/** The new-lead mails to `address` (registration also sends a verification mail), waiting for `count`. */
function leadMailsTo(t: TestApp, address: string, count = 1) {
  return waitFor(
    async () => (await t.mailsTo(address, 0)).filter((m) => newLeadSubject.test(m.subject)),
    (mails) => mails.length >= count,
  );
}

/** Polls `read` until `done` holds or 10 s pass; returns the last value read. */
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A port on which nothing listens: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

describe.each(testDatabases)('new-lead notification on %s', (kind) => {
  it('mails every admin, each in their own language, and no one else', async () => {
    const t = await startAppForTest(kind);
    const maria = await register(t, 'Maria Vendas');
    const john = await register(t, 'John Sales', { 'accept-language': 'en' });
    const member = await register(t, 'Pedro Cliente');
    await setAdmin(t.app.database, maria, true);
    await setAdmin(t.app.database, john, true);

    const response = await postLead(t, lead);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: number }>();

    const [pt] = await leadMailsTo(t, maria);
    expect(pt?.subject).toBe('Novo contato pelo site: Rafael Gomes');
    const lines = pt?.text.split('\n') ?? [];
    expect(lines[0]).toBe('Olá, Maria Vendas');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Nome: Rafael Gomes',
        'E-mail: rafael@logistica.com.br',
        'Empresa: Gomes Logística',
        'Mensagem:',
        '> Temos 40 atendentes.',
        '> Queremos um assistente no WhatsApp.',
        'http://localhost:3000/admin?q=rafael%40logistica.com.br',
      ]),
    );
    expect(pt?.text).toMatch(/em \d{1,2} de \w+ de \d{4}/);

    const [en] = await leadMailsTo(t, john);
    expect(en?.subject).toBe('New website lead: Rafael Gomes');
    expect(en?.text.split('\n')).toEqual(
      expect.arrayContaining(['Hello John Sales,', 'Company: Gomes Logística']),
    );

    expect(await leadMailsTo(t, member, 0)).toEqual([]);
    // The job is marked sent just after its file is written: give it that moment.
    // Registration queues its verification mails too (decision 0031): only the new-lead jobs here.
    const jobs = await waitFor(
      () =>
        t.app.database.db
          .selectFrom('mail_job')
          .selectAll()
          .where('kind', '=', 'new-lead')
          .execute(),
      (rows) => rows.every((job) => job.sent_at !== null),
    );
    expect(jobs).toHaveLength(2);
    expect(jobs.map((job) => JSON.parse(job.payload) as { leadId: number })).toEqual([
      expect.objectContaining({ leadId: id }),
      expect.objectContaining({ leadId: id }),
    ]);
  });

  it('mails the LEAD_NOTIFY_TO addresses instead of the admins when configured', async () => {
    const t = await startAppForTest(kind, {
      LEAD_NOTIFY_TO: 'vendas@example.com, diretoria@example.com',
    });
    const admin = await register(t, 'Carla Admin');
    await setAdmin(t.app.database, admin, true);
    expect((await postLead(t, { name: 'Ana', email: 'ana@x.com' })).statusCode).toBe(201);

    for (const address of ['vendas@example.com', 'diretoria@example.com']) {
      const [mail] = await leadMailsTo(t, address);
      expect(mail?.subject).toBe('Novo contato pelo site: Ana');
      expect(mail?.text.split('\n')).toEqual(
        expect.arrayContaining(['Olá, equipe', 'Empresa: (não informado)', '(não informado)']),
      );
    }
    expect(await leadMailsTo(t, admin, 0)).toEqual([]);
  });

  it('refuses a name with line breaks (a way to write into the mail): no lead, no mail', async () => {
    const t = await startAppForTest(kind, { LEAD_NOTIFY_TO: 'vendas@example.com' });
    const response = await postLead(t, {
      name: 'Ana\r\nBcc: alvo@example.com',
      email: 'ana@x.com',
    });
    expect(response.statusCode).toBe(400);
    expect(await t.countRows('contact_submission')).toBe(0);
    expect(await t.app.database.db.selectFrom('mail_job').selectAll().execute()).toEqual([]);
    // Rows stored before this rule are mailed on one line each (templates.test.ts).
  });

  it('stores the lead and answers 201 when the mail server is down, then retries later', async () => {
    const port = await closedPort();
    const t = await startAppForTest(kind, {
      LEAD_NOTIFY_TO: 'vendas@example.com',
      SMTP_URL: `smtp://relay-user:S3cr3t-pass@127.0.0.1:${port}`,
    });
    const response = await postLead(t, lead);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: number }>();
    const stored = await t.app.database.db
      .selectFrom('contact_submission')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(stored).toEqual({ name: 'Rafael Gomes' });

    const job = await waitFor(
      () => t.app.database.db.selectFrom('mail_job').selectAll().executeTakeFirst(),
      (row) => Boolean(row?.last_error),
    );
    expect(job).toMatchObject({ attempts: 1, sent_at: null, failed_at: null, locked_until: null });
    expect(job?.last_error).toMatch(/ECONNREFUSED/);
    expect(new Date(job?.run_after ?? 0).getTime()).toBeGreaterThan(Date.now());

    const logs = t.logs();
    expect(logs.some((line) => line.includes('mail job failed; will retry'))).toBe(true);
    expect(logs.join('\n')).not.toContain('S3cr3t-pass');
  });

  it('sends nothing for a honeypot lead, and stores no job', async () => {
    const t = await startAppForTest(kind, { LEAD_NOTIFY_TO: 'vendas@example.com' });
    const response = await postLead(t, { ...lead, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(await t.app.database.db.selectFrom('mail_job').selectAll().execute()).toEqual([]);
  });

  it('stores the lead when there is no admin and no address to tell', async () => {
    const t = await startAppForTest(kind);
    expect((await postLead(t, lead)).statusCode).toBe(201);
    expect(await t.countRows('contact_submission')).toBe(1);
    // Only the sender's own confirmation (lead-confirmation.api.test.ts) is queued.
    const jobs = await t.app.database.db.selectFrom('mail_job').select('kind').execute();
    expect(jobs).toEqual([{ kind: 'lead-confirmation' }]);
  });
});
