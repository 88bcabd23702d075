import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleAssessment as assessment } from '#shared/test/tool-result-fixtures.ts';
import { organization } from '#shared/organization.ts';
import { saoPauloDay } from '#shared/time/sao-paulo.ts';
import { toIsoCalendarDate, weekdayOf } from '#shared/tools/calendar-date.ts';
import {
  type CookieJar,
  parseEml,
  registerUser,
  relaxedRateLimits,
  send,
  useTestApp,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { registerVerifiedUser } from '#server/modules/auth/mail-test-support.ts';
import { readFirmFacts, saveFirmFacts } from '#server/modules/firm/firm-facts.service.ts';
import { insertContact } from './leads.write.queries.ts';
import { enqueueLeadConfirmation } from './lead-confirmation.ts';

/**
 * The confirmation to the person who sent a lead (issue 16 §6), delivered through the mail queue
 * to a real SMTP server: in the language of the page it was sent from, what happens next and how
 * to reach us, with the protections of every mail. Also the admins' notification naming the
 * preferred time (issue 15 §3), the source and the tool result.
 */

interface Received {
  envelopeTo: string[];
  raw: string;
  headers: Map<string, string[]>;
  subject: string;
  text: string;
}

function headersOf(raw: string): Map<string, string[]> {
  const head = raw.replace(/\r\n/g, '\n').split('\n\n')[0] ?? '';
  const headers = new Map<string, string[]>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return headers;
}

const notifyTo = 'vendas@example.com';
const confirmationSubject = {
  'pt-BR': 'Recebemos seu pedido de demonstração — Nexus IA',
  en: 'We received your demonstration request — Nexus IA',
  es: 'Recibimos su solicitud de demostración — Nexus IA',
};
// A tool result sent to a consultant is not a demonstration request (issue 26 §5).
const toolResultSubject = {
  'pt-BR': 'Recebemos o resultado que você enviou — Nexus IA',
  en: 'We received the result you sent — Nexus IA',
  es: 'Recibimos el resultado que nos envió — Nexus IA',
};

function weekdayAhead(): string {
  const today = saoPauloDay(new Date());
  for (let offset = 1; ; offset++) {
    const d = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const date = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
    const weekday = weekdayOf(date);
    if (weekday >= 1 && weekday <= 5) return toIsoCalendarDate(date);
  }
}

describe.each(testDatabases)('lead confirmation through SMTP on %s', (kind) => {
  const received: Received[] = [];
  let server: SMTPServer;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          const parsed = parseEml(raw);
          received.push({
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            raw,
            headers: headersOf(raw),
            subject: parsed?.subject ?? '',
            text: parsed?.text ?? '',
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  // Registered after the SMTP server's hooks: it starts once the port is known and closes first.
  const t = useTestApp(kind, () => ({
    ...relaxedRateLimits,
    SMTP_URL: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    LEAD_NOTIFY_TO: notifyTo,
  }));

  /** Waits up to 10 s for `count` mails to `address` whose subject matches. */
  async function mailsTo(address: string, subject: RegExp | string, count = 1) {
    const deadline = Date.now() + 10_000;
    const matching = () =>
      received.filter(
        (m) =>
          m.envelopeTo.includes(address) &&
          (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)),
      );
    while (matching().length < count && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return matching();
  }
  /** Lets the queue finish whatever is under way, so "nothing more arrived" means something. */
  async function settle() {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const pending = await t.app.database.db
        .selectFrom('mail_job')
        .select('id')
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .execute();
      if (pending.length === 0 || Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const postLead = (payload: object, headers: Record<string, string> = {}) =>
    send(t.app, { method: 'POST', url: '/api/contacts', payload, headers });
  /** The sample assessment sent to a consultant from the English dashboard, as `jar`. */
  const sendAssessment = (jar: CookieJar) =>
    send(t.app, {
      method: 'POST',
      url: '/api/contacts/tool-result',
      payload: {
        result: assessment,
        origin: { path: '/dashboard/assessment', language: 'en' },
        consent: true,
      },
      jar,
    });

  it('answers the sender in Portuguese: what happens next and how to reach us', async () => {
    const date = weekdayAhead();
    const response = await postLead({
      name: 'Rafael Gomes',
      email: 'rafael@logistica.com.br',
      company: 'Gomes Logística',
      message: 'Texto que não deve voltar na confirmação.',
      preferredDate: date,
      preferredPeriod: 'morning',
      origin: { path: '/', language: 'pt-BR' },
    });
    expect(response.statusCode, response.body).toBe(201);

    const [mail] = await mailsTo('rafael@logistica.com.br', confirmationSubject['pt-BR']);
    if (!mail) throw new Error('no confirmation arrived');
    expect(mail.envelopeTo).toEqual(['rafael@logistica.com.br']);
    const lines = mail.text.split('\n');
    // Signed out: greeted without the name typed (issue 22 finding 5; see the tests below).
    expect(lines[0]).toBe('Olá!');
    expect(lines[2]).toMatch(
      /^Obrigado pelo contato! Recebemos seu pedido de demonstração em \d{1,2} de \w+ de \d{4}/,
    );
    expect(mail.text).toMatch(/Você sugeriu este horário: \S+-feira, .+ — Manhã \(9h–12h\)/);
    expect(mail.text).toContain('O que acontece agora: um consultor da Nexus IA lê o seu pedido');
    expect(mail.text).toContain(
      `escreva para ${organization.email} ou ligue para ${organization.phone}.`,
    );
    expect(mail.text).not.toContain('Texto que não deve voltar');
    expect(mail.text).not.toContain('Gomes Logística');
    // A transactional reply: marked as automatic, replies go to a person, no unsubscribe.
    expect(mail.headers.get('auto-submitted')).toEqual(['auto-generated']);
    expect(mail.headers.get('reply-to')).toEqual([organization.email]);
    expect(mail.headers.get('from')).toEqual(['Nexus IA <nao-responda@nexusia.com.br>']);
    expect(mail.headers.has('list-unsubscribe')).toBe(false);

    // The admins' notification names the preferred time and where the lead came from.
    const [notice] = await mailsTo(notifyTo, 'Novo contato pelo site: Rafael Gomes');
    expect(notice?.text).toMatch(
      /Horário preferido para a demonstração: \S+-feira, .+ — Manhã \(9h–12h\)/,
    );
    expect(notice?.text).toContain('Origem: Formulário da página inicial\nPágina: / (pt-BR)');
  });

  it('writes in the language of the page it was sent from', async () => {
    await postLead(
      {
        name: 'John Smith',
        email: 'john@example.com',
        origin: { path: '/en/demonstracao', language: 'en' },
      },
      { 'accept-language': 'pt-BR' },
    );
    await postLead({
      name: 'Lucía Pérez',
      email: 'lucia@example.com',
      origin: { path: '/es', language: 'es' },
    });
    const [en] = await mailsTo('john@example.com', confirmationSubject.en);
    expect(en?.text.split('\n').slice(0, 3)).toEqual([
      'Hello,',
      '',
      expect.stringMatching(/^Thank you for getting in touch! We received your demonstration/),
    ]);
    expect(en?.text).toContain('What happens next: a Nexus IA consultant reads your request');
    const [es] = await mailsTo('lucia@example.com', confirmationSubject.es);
    expect(es?.text.split('\n')[0]).toBe('Hola:');
    expect(es?.text).toContain('Qué sucede ahora: un consultor de Nexus IA lee su solicitud');
  });

  it('falls back to the language of the request when no page is named', async () => {
    await postLead({ name: 'Spec Client', email: 'spec@example.com' }, { 'accept-language': 'en' });
    expect(await mailsTo('spec@example.com', confirmationSubject.en)).toHaveLength(1);
  });

  it('keeps a stored name with line breaks out of the headers: one recipient, the fixed subject', async () => {
    // The form refuses line breaks in a name (issue 12); a lead stored before that rule may hold
    // them, and its confirmation must still stay one mail to one address.
    const id = await insertContact(t.app.database.db, {
      name: 'Ana\r\nBcc: alvo@example.com\r\nSubject: Ganhe',
      email: 'ana.crlf@example.com',
    });
    // Greeted by name, as a verified account's lead is: the name must still be one line.
    await enqueueLeadConfirmation(t.app.database.db, { id, locale: 'pt-BR', greetByName: true });
    // Any new lead wakes the queue, which sends every job that is due.
    await postLead({ name: 'Despertador', email: 'despertador@example.com' });
    const [mail] = await mailsTo('ana.crlf@example.com', confirmationSubject['pt-BR']);
    expect(mail?.envelopeTo).toEqual(['ana.crlf@example.com']);
    expect(mail?.headers.get('subject')).toHaveLength(1);
    expect(mail?.headers.has('bcc')).toBe(false);
    expect(mail?.text.split('\n')[0]).toBe('Olá, Ana Bcc: alvo@example.com Subject: Ganhe');
    await settle();
    expect(received.some((m) => m.envelopeTo.includes('alvo@example.com'))).toBe(false);
    // And through the form such a name does not get in at all.
    expect(
      (await postLead({ name: 'Ana\r\nBcc: x@y.z', email: 'ana2@example.com' })).statusCode,
    ).toBe(400);
  });

  describe('the greeting names only the owner of a verified address (issue 22 finding 5)', () => {
    /** Registers an account and opens the link of its verification mail, as its owner would. */
    const verifiedUser = (fullName: string) =>
      registerVerifiedUser(
        t,
        { fullName },
        async (address) => (await mailsTo(address, 'Confirme seu e-mail — Nexus IA'))[0],
      );
    const firstLine = (mail: Received | undefined) => mail?.text.split('\n')[0];
    const postLeadAs = (jar: CookieJar, payload: object) =>
      send(t.app, { method: 'POST', url: '/api/contacts', payload, jar });

    it("a signed-out lead with a stranger's address: no name, no typed field, no link of theirs", async () => {
      const attack = 'cliente. Sua senha expirou: renove em https://evil.example/login hoje';
      const response = await postLead({
        name: attack,
        email: 'vitima@example.com',
        company: 'https://evil.example/empresa',
        message: 'Renove em https://evil.example/login',
        origin: { path: '/demonstracao', language: 'pt-BR' },
      });
      expect(response.statusCode, response.body).toBe(201);
      const [mail] = await mailsTo('vitima@example.com', confirmationSubject['pt-BR']);
      if (!mail) throw new Error('no confirmation arrived');
      expect(firstLine(mail)).toBe('Olá!');
      for (const typed of ['Sua senha expirou', 'evil.example', 'https://', 'cliente.']) {
        expect(mail.text).not.toContain(typed);
        expect(mail.subject).not.toContain(typed);
      }
      // The lead itself is kept as typed: the admins read it in their notification.
      const [notice] = await mailsTo(notifyTo, `Novo contato pelo site: ${attack}`);
      expect(notice?.text).toContain(`Nome: ${attack}`);
    });

    it('signed in with a verified address, a lead to that address greets by name', async () => {
      const user = await verifiedUser('Paula Verificada');
      const response = await postLeadAs(user.jar, {
        name: 'Paula Verificada',
        email: user.email,
      });
      expect(response.statusCode, response.body).toBe(201);
      const [mail] = await mailsTo(user.email, confirmationSubject['pt-BR']);
      expect(firstLine(mail)).toBe('Olá, Paula Verificada');
    });

    it('signed in but unverified, or to another address: no name', async () => {
      const unverified = await registerUser(t.app, { fullName: 'Nina Sem Verificar' });
      await postLeadAs(unverified.jar, { name: 'Nina Sem Verificar', email: unverified.email });
      const verified = await verifiedUser('Otto Verificado');
      await postLeadAs(verified.jar, {
        name: 'Otto Verificado',
        email: 'outra.pessoa@example.com',
      });
      const [own] = await mailsTo(unverified.email, confirmationSubject['pt-BR']);
      expect(firstLine(own)).toBe('Olá!');
      expect(own?.text).not.toContain('Nina');
      const [other] = await mailsTo('outra.pessoa@example.com', confirmationSubject['pt-BR']);
      expect(firstLine(other)).toBe('Olá!');
      expect(other?.text).not.toContain('Otto');
    });

    it("a tool result greets by the account's name only once its address is verified", async () => {
      const verified = await verifiedUser('Vera Verificada');
      const unverified = await registerUser(t.app, { fullName: 'Ugo Sem Verificar' });
      expect((await sendAssessment(verified.jar)).statusCode).toBe(201);
      expect((await sendAssessment(unverified.jar)).statusCode).toBe(201);
      const [byName] = await mailsTo(verified.email, toolResultSubject.en);
      expect(firstLine(byName)).toBe('Hello Vera Verificada,');
      const [noName] = await mailsTo(unverified.email, toolResultSubject.en);
      expect(firstLine(noName)).toBe('Hello,');
      expect(noName?.text).not.toContain('Ugo');
    });
  });

  it('mails one address at most three times a day; the leads are all kept', async () => {
    const before = await t.countRows('contact_submission');
    for (let i = 0; i < 5; i++) {
      expect(
        (await postLead({ name: `Repetido ${i}`, email: 'repete@example.com' })).statusCode,
      ).toBe(201);
    }
    await mailsTo(notifyTo, /^Novo contato pelo site: Repetido 4$/);
    await settle();
    expect(await mailsTo('repete@example.com', confirmationSubject['pt-BR'], 3)).toHaveLength(3);
    expect(await t.countRows('contact_submission')).toBe(before + 5);
    expect(await mailsTo(notifyTo, /^Novo contato pelo site: Repetido \d$/, 5)).toHaveLength(5);
    // Operators hear of the limit once per address and day, not once per lead of a flood.
    const limitLines = t
      .logs()
      .filter((line) => line.includes('lead confirmation limit reached: not mailed'));
    expect(limitLines).toHaveLength(1);
  });

  it('sends nothing to the sender of a honeypot lead', async () => {
    await postLead({ name: 'Robô', email: 'robo@example.com', website: 'http://spam.example' });
    await settle();
    expect(received.some((m) => m.envelopeTo.includes('robo@example.com'))).toBe(false);
  });

  it.each([
    [
      'pt-BR',
      /^Obrigado! Recebemos em .+ o resultado que você enviou para um consultor\.$/,
      /demonstração/i,
    ],
    ['es', /^¡Gracias! El .+ recibimos el resultado que envió a un consultor\.$/, /demostración/i],
  ] as const)(
    'confirms a tool result sent in %s as what it is, not a demonstration request',
    async (language, intro, demonstration) => {
      const user = await registerUser(t.app, { fullName: 'Marta Resultado' });
      const response = await send(t.app, {
        method: 'POST',
        url: '/api/contacts/tool-result',
        payload: {
          result: assessment,
          origin: { path: '/dashboard/assessment', language },
          consent: true,
        },
        jar: user.jar,
      });
      expect(response.statusCode, response.body).toBe(201);
      const [mail] = await mailsTo(user.email, toolResultSubject[language]);
      if (!mail) throw new Error('no confirmation of the tool result arrived');
      expect(mail.text.split('\n')[2]).toMatch(intro);
      expect(mail.text).not.toMatch(demonstration);
    },
  );

  it('confirms a tool result with its figures, once however often it is sent', async () => {
    const user = await registerUser(t.app, { fullName: 'Paula Cliente' });
    const sendResult = () => sendAssessment(user.jar);
    expect((await sendResult()).statusCode).toBe(201);
    const [mail] = await mailsTo(user.email, toolResultSubject.en);
    if (!mail) throw new Error('no confirmation of the tool result arrived');
    expect(mail.text.split('\n')[2]).toMatch(
      /^Thank you! On .+ \(Brasília time\) we received the result you sent to a consultant\.$/,
    );
    expect(mail.text).toContain(
      'The result you sent — AI Maturity Assessment:\n- Score: 16/30\n- Percentage: 53%\n- Level: Developing',
    );
    expect(mail.text).toContain('What happens next: a Nexus IA consultant reviews your result');
    // Issue 26 §5: it thanked the client for a demonstration request they never made.
    expect(mail.text).not.toMatch(/demonstration/i);
    const [notice] = await mailsTo(notifyTo, 'Novo contato pelo site: Paula Cliente');
    expect(notice?.text).toContain(
      'Resultado enviado pela ferramenta — Avaliação de maturidade em IA:\n- Pontuação: 16/30',
    );
    expect(notice?.text).toContain('Origem: Avaliação de maturidade em IA');

    expect((await sendResult()).statusCode).toBe(200);
    await settle();
    expect(
      received.filter(
        (m) =>
          m.envelopeTo.includes(user.email) &&
          (m.subject === toolResultSubject.en || m.subject === confirmationSubject.en),
      ),
    ).toHaveLength(1);
    expect(
      received.filter(
        (m) =>
          m.envelopeTo.includes(notifyTo) && m.subject === 'Novo contato pelo site: Paula Cliente',
      ),
    ).toHaveLength(1);
  });

  // Last in this file: the other tests expect the shipped contacts.
  it('prints the firm’s stored contacts, not the ones the site shipped with (issue 23 §3)', async () => {
    const { facts, version } = await readFirmFacts(t.app.database.db);
    const saved = await saveFirmFacts(t.app.database.db, {
      actor: { id: 'test-admin', name: 'Test Admin' },
      version,
      facts: { ...facts, email: 'atendimento@example.com', phone: '+552134567890' },
    });
    expect(saved.ok).toBe(true);
    const response = await postLead({
      name: 'Marta Lima',
      email: 'marta@example.com',
      origin: { path: '/', language: 'pt-BR' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [mail] = await mailsTo('marta@example.com', confirmationSubject['pt-BR']);
    expect(mail?.text).toContain(
      'escreva para atendimento@example.com ou ligue para +55 21 3456-7890.',
    );
    expect(mail?.text).not.toContain(organization.phone);
  });
});
