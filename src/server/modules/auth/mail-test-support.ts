import { expect } from 'vitest';
import { registerUser, send, type OutboxMail, type TestApp } from '#server/test/app-harness.ts';

/**
 * The mails to `address` that `matches` accepts, polling the outbox for up to 2 s until there are
 * `count` of them. Registration mails a verification link and recovery a reset link, both in the
 * background, so tests that care about one kind must not count the other.
 */
export async function mailsMatching(
  t: TestApp,
  address: string,
  matches: (mail: OutboxMail) => boolean,
  count = 1,
): Promise<OutboxMail[]> {
  const deadline = Date.now() + 2000;
  for (;;) {
    const mails = (await t.outbox()).filter((m) => m.to === address && matches(m));
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const isResetMail = (mail: OutboxMail) => /\/reset-password\?token=/.test(mail.text);
export const isVerificationMail = (mail: OutboxMail) => /\/verify-email\?token=/.test(mail.text);

const verificationLink = /^http:\/\/localhost:3000(?:\/en|\/es)?\/verify-email\?token=([^\s&]+)$/m;

/** The token of the verification link in a verification mail. */
export function verificationTokenOf(mail: Pick<OutboxMail, 'text'>): string {
  const token = verificationLink.exec(mail.text)?.[1];
  if (!token) throw new Error(`no verification link in mail:\n${mail.text}`);
  return decodeURIComponent(token);
}

/**
 * Registers an account (signed in, through the jar) and opens the link of its verification mail,
 * as its owner would: an address the server may now trust. The mail is read from the outbox, or
 * by `verificationMail` where a suite delivers to a server of its own (SMTP).
 */
export async function registerVerifiedUser(
  t: TestApp,
  overrides: Record<string, unknown> = {},
  verificationMail: (address: string) => Promise<{ text: string } | undefined> = async (address) =>
    (await mailsMatching(t, address, isVerificationMail))[0],
) {
  const user = await registerUser(t.app, overrides);
  const mail = await verificationMail(user.email);
  if (!mail) throw new Error(`no verification mail to ${user.email}`);
  const response = await send(t.app, {
    method: 'POST',
    url: '/api/verify-email',
    payload: { token: verificationTokenOf(mail) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return user;
}
