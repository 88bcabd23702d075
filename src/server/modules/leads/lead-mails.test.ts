import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadTranslator } from '#server/plugins/i18n.ts';
import {
  leadConfirmationMail,
  newLeadMail,
  type LeadConfirmationDetails,
  type NewLeadDetails,
} from './lead-mails.ts';

/**
 * Issue 12 finding 10: what a visitor typed is data in the admin's mail, never a line of its own.
 * Leads stored before single-line fields refused line breaks may still hold them, so the mail is
 * built safely whatever the row holds.
 */

const translator = loadTranslator(
  fileURLToPath(new URL('../../../../public/locales', import.meta.url)),
);
const t = translator.for('pt-BR');

const labels = ['Nome', 'E-mail', 'Empresa', 'Mensagem'];
const lineStartingWith = (text: string, label: string) =>
  text.split('\n').filter((line) => line.startsWith(`${label}:`));

const base: NewLeadDetails = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  company: 'ACME',
  message: 'Olá',
  receivedAt: '23 de novembro de 2026 às 10:00',
  link: 'http://localhost:3000/admin?q=ana%40example.com',
};

describe('newLeadMail with hostile lead fields', () => {
  it.each<[string, Partial<NewLeadDetails>]>([
    ['a name with LF', { name: 'Ana\nE-mail: ladrao@evil.example' }],
    ['a name with CRLF', { name: 'Ana\r\nE-mail: ladrao@evil.example' }],
    ['a name with a Unicode line separator', { name: 'Ana\u2028E-mail: ladrao@evil.example' }],
    ['a company with NEL', { company: 'ACME\u0085E-mail: ladrao@evil.example' }],
    ['a message that imitates the fields', { message: 'Oi\nE-mail: ladrao@evil.example\nNome: X' }],
    ['a message with CR only', { message: 'Oi\rE-mail: ladrao@evil.example' }],
  ])('%s writes no line of its own', (_label, fields) => {
    const mail = newLeadMail(t, 'admin@example.com', 'Maria', { ...base, ...fields });
    for (const label of labels) expect(lineStartingWith(mail.text, label)).toHaveLength(1);
    expect(mail.text).not.toMatch(/[\r\u0085\u2028\u2029]/);
    expect(mail.subject).not.toMatch(/[\r\n\u0085\u2028\u2029]/);
  });

  it('keeps every line of the message, each quoted', () => {
    const mail = newLeadMail(t, 'admin@example.com', 'Maria', {
      ...base,
      message: 'Temos 40 atendentes.\nQueremos um assistente.',
    });
    expect(mail.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Nome: Ana Souza',
        'Mensagem:',
        '> Temos 40 atendentes.',
        '> Queremos um assistente.',
      ]),
    );
  });
});

describe('leadConfirmationMail without a name (issue 22 finding 5)', () => {
  const details: LeadConfirmationDetails = {
    name: null,
    receivedAt: '23 de novembro de 2026 às 10:00',
    preferredSlot: null,
    toolResult: null,
    contact: { email: 'contato@example.com', phone: '+55 11 4000-0000' },
  };

  it.each([
    ['pt-BR', 'Olá!'],
    ['en', 'Hello,'],
    ['es', 'Hola:'],
  ] as const)('greets in %s without one: %s', (locale, greeting) => {
    const mail = leadConfirmationMail(translator.for(locale), 'alguem@example.com', details);
    expect(mail.text.split('\n')[0]).toBe(greeting);
    expect(mail.text).not.toMatch(/null|\{\{/);
  });

  it('greets by the name it is given', () => {
    const mail = leadConfirmationMail(t, 'ana@example.com', { ...details, name: 'Ana Souza' });
    expect(mail.text.split('\n')[0]).toBe('Olá, Ana Souza');
  });
});
