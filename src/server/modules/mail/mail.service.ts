import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '#server/config.ts';
import type { Translate } from '#server/plugins/i18n.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes when it should not go to MAIL_FROM (a no-reply address). */
  replyTo?: string;
  /** Extra headers with fixed values only (e.g. Auto-Submitted); never visitor text. */
  headers?: Record<string, string>;
  /**
   * A calendar invitation (issue 25 §5): nodemailer's `icalEvent`, sent as the text/calendar
   * alternative calendars act on and as an .ics attachment.
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

export interface SentMail {
  messageId: string;
  /** Only when written to the outbox instead of sent (no SMTP_URL). */
  file?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

/**
 * With SMTP_URL, real mail through nodemailer's SMTP transport. Without it, every message is
 * rendered by the same nodemailer pipeline into a standard .eml file under DATA_DIR/outbox, so a
 * developer (and the browser tests) can open exactly what a recipient would get.
 */
export function createMailer(config: Pick<Config, 'mail'>, log: FastifyBaseLogger): Mailer {
  const { smtpUrl, from, outboxDir } = config.mail;
  // nodemailer is loaded with the first mail, not at start: most starts send none (decision 0030).
  let transport: Promise<Transporter> | undefined;
  const transporter = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      smtpUrl
        ? nodemailer.createTransport(smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  const close = () => {
    void transport?.then((t) => t.close());
  };
  const sendMail = async (message: MailMessage) =>
    (await transporter()).sendMail({ from, ...message });

  if (smtpUrl) {
    return {
      async send(message) {
        const info = await sendMail(message);
        log.info({ messageId: info.messageId }, 'mail sent via SMTP');
        return { messageId: info.messageId };
      },
      close,
    };
  }

  return {
    async send(message) {
      const info = await sendMail(message);
      await mkdir(outboxDir, { recursive: true });
      // Sortable by time, unique across processes.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      const file = path.join(outboxDir, name);
      await writeFile(file, info.message as Buffer);
      log.info({ messageId: info.messageId, file: name }, `mail written to outbox: ${name}`);
      return { messageId: info.messageId, file };
    },
    close,
  };
}

/**
 * A plain-text mail body: greeting, paragraphs, signature. Plain text reads well in every client
 * and carries no tracking; each module writes its own mails with it (decision 0031). A null name
 * greets without one: a mail to an address nobody has proved is theirs repeats nothing a visitor
 * typed (issue 22 finding 5, decision 0079).
 */
export function composeMail(t: Translate, name: string | null, paragraphs: string[]): string {
  return [
    name === null ? t('mail:greetingNoName') : t('mail:greeting', { name }),
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    t('mail:signature'),
    '',
  ].join('\n');
}

/**
 * What a visitor typed stays data (issue 12 finding 10): a single-line field is put on one line
 * (control characters and Unicode line/paragraph separators become a space), so it cannot add a
 * header or a line of its own.
 */
export const oneLine = (text: string) => text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

/** Each line of a visitor's text quoted, so none can pass for a field of the mail. */
export const quoted = (text: string) =>
  text
    .split(/\r\n|[\n\v\f\r\u0085\u2028\u2029]/)
    .map((line) => `> ${line.replace(/\p{Cc}+/gu, ' ')}`.trimEnd())
    .join('\n');
