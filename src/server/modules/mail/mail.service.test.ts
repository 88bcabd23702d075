import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mail.service.ts';

const silent = pino({ level: 'silent' });
let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn();
  cleanup = [];
});

describe('mailer without SMTP_URL (outbox)', () => {
  it('writes each message as an .eml file under the outbox and returns its message id', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const outboxDir = path.join(dir, 'outbox');
    const mailer = createMailer({ mail: { from: '"Nexus IA" <a@b.c>', outboxDir } }, silent);
    const sent = await mailer.send({
      to: 'ana@example.com',
      subject: 'Olá — teste',
      text: 'Corpo ç',
    });
    expect(sent.messageId).toMatch(/^<.+@.+>$/);
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(outboxDir, files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: ana@example.com');
    expect(eml).toContain(`Message-ID: ${sent.messageId}`);
    expect(eml).toContain('Subject: =?UTF-8?');
  });
});

describe('mailer with SMTP_URL', () => {
  it('delivers through a real SMTP conversation', async () => {
    const received: { from?: string; to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const { port } = server.server.address() as AddressInfo;

    const mailer = createMailer(
      {
        mail: {
          smtpUrl: `smtp://127.0.0.1:${port}`,
          from: '"Nexus IA" <nao-responda@nexusia.com.br>',
          outboxDir: '/nonexistent',
        },
      },
      silent,
    );
    cleanup.push(async () => mailer.close());
    const sent = await mailer.send({
      to: 'bia@example.com',
      subject: 'Teste SMTP',
      text: 'Entregue.',
    });

    expect(sent.file).toBeUndefined();
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('nao-responda@nexusia.com.br');
    expect(received[0]?.to).toEqual(['bia@example.com']);
    expect(received[0]?.data).toContain('Subject: Teste SMTP');
    expect(received[0]?.data).toContain(`Message-ID: ${sent.messageId}`);
  });
});
