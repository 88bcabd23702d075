import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';

/** LEAD_NOTIFY_TO and MAIL_QUEUE_POLL_SECONDS (issue 6, decision 0015), parsed at boot. */
const secret = 'x'.repeat(32);

describe('notification settings', () => {
  it('defaults to every admin, polling every 30 s', () => {
    expect(loadConfig({ SESSION_SECRET: secret }).notifications).toEqual({
      leadNotifyTo: [],
      mailQueuePollMs: 30_000,
    });
  });

  it.each<[string, string[]]>([
    ['vendas@example.com', ['vendas@example.com']],
    [
      ' vendas@example.com , diretoria@example.com.br ',
      ['vendas@example.com', 'diretoria@example.com.br'],
    ],
    ['vendas@example.com,,', ['vendas@example.com']],
  ])('reads LEAD_NOTIFY_TO=%j', (value, expected) => {
    const config = loadConfig({ SESSION_SECRET: secret, LEAD_NOTIFY_TO: value });
    expect(config.notifications.leadNotifyTo).toEqual(expected);
  });

  it.each<[Record<string, string>, string]>([
    [{ LEAD_NOTIFY_TO: 'vendas@example.com, not-an-address' }, 'LEAD_NOTIFY_TO'],
    [{ MAIL_QUEUE_POLL_SECONDS: '0' }, 'MAIL_QUEUE_POLL_SECONDS'],
    [{ MAIL_QUEUE_POLL_SECONDS: 'often' }, 'MAIL_QUEUE_POLL_SECONDS'],
  ])('refuses %j, naming the variable', (env, variable) => {
    expect(() => loadConfig({ SESSION_SECRET: secret, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ SESSION_SECRET: secret, ...env })).toThrow(variable);
  });

  it('reads MAIL_QUEUE_POLL_SECONDS', () => {
    const config = loadConfig({ SESSION_SECRET: secret, MAIL_QUEUE_POLL_SECONDS: '5' });
    expect(config.notifications.mailQueuePollMs).toBe(5000);
  });
});
