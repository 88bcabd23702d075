import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { e2eDataDir } from '../playwright.config.ts';
import { expect } from './fixtures.ts';
import { grantAdmin } from './layout-support.ts';

export const strongPassword = 'Senha#Forte1';

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/** Registers through the real API (for journeys whose subject is not registration itself). */
export async function registerByApi(
  request: APIRequestContext,
  fullName: string,
  email = uniqueEmail('user'),
): Promise<{ email: string; fullName: string }> {
  const response = await request.post('/api/register', {
    data: {
      fullName,
      email,
      password: strongPassword,
      confirmPassword: strongPassword,
      birthDate: '1990-04-12',
      termsAccepted: true,
    },
  });
  expect(response.status()).toBe(201);
  return { email, fullName };
}

/** Signs in through the API (sign-in itself is editorial-desk.spec.ts's subject) and enrols. */
export async function signInAsEditor(page: Page, fullName: string): Promise<void> {
  const email = uniqueEmail('content-editor');
  await registerByApi(page.request, fullName, email);
  grantAdmin(email, 'grant-editor');
  const login = await page.request.post('/api/login', {
    data: { email, password: strongPassword },
  });
  expect(login.status(), await login.text()).toBe(200);
  const setup = await page.request.post('/api/account/two-factor/setup', {
    data: { password: strongPassword },
  });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await page.request.post('/api/account/two-factor/confirm', {
    data: { code: await authenticatorCode(secret) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** The visible toast list (Radix also announces each toast in a hidden live region). */
export function toasts(page: Page) {
  return page.getByTestId('toasts');
}

const lastStepUsed = new Map<string, number>();

/**
 * The code the authenticator app shows for `secret`, from a time step not used before: the server
 * accepts each step once (RFC 6238 §5.2, decision 0077), so a second sign-in waits for the app's
 * next code as a person would. That is the current step, else the next one (accepted a step
 * early), else this waits until the next one is current.
 */
export async function authenticatorCode(secret: string): Promise<string> {
  const current = Math.floor(Date.now() / 30_000);
  const step = Math.max(current, (lastStepUsed.get(secret) ?? current - 1) + 1);
  lastStepUsed.set(secret, step);
  const wait = (step - 1) * 30_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 100));
  return generate({ secret, epoch: step * 30 });
}

/**
 * Turns on two-factor sign-in for the account `request` is signed in as (right after
 * registerByApi), as a person does on the account page, and returns the authenticator secret.
 * Administrators must have it to use the admin area (decision 0029).
 */
export async function enrolAuthenticator(
  request: APIRequestContext,
  password = strongPassword,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await request.post('/api/account/two-factor/setup', { data: { password } });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret, recoveryCodes } = (await setup.json()) as {
    secret: string;
    recoveryCodes: string[];
  };
  const confirmed = await request.post('/api/account/two-factor/confirm', {
    data: { code: await authenticatorCode(secret) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { secret, recoveryCodes };
}

/** The second step of the sign-in form (pt-BR): a code the authenticator app shows. */
export async function enterAuthenticatorCode(page: Page, secret: string): Promise<void> {
  await page.getByLabel('Código do aplicativo').fill(await authenticatorCode(secret));
  await page.getByRole('button', { name: 'Verificar', exact: true }).click();
}

export async function signInThroughForm(
  page: Page,
  email: string,
  password = strongPassword,
  remember = false,
) {
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Lembrar de mim').check();
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The newest e-mail the site wrote to the outbox for `to`, decoded; waits for it to appear. */
export async function latestMailTo(to: string): Promise<{ subject: string; body: string }> {
  const outbox = path.join(e2eDataDir, 'outbox');
  let found: { subject: string; body: string } | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[]))
          .filter((f) => f.endsWith('.eml'))
          .sort();
        for (const file of files.reverse()) {
          const raw = await readFile(path.join(outbox, file), 'utf8');
          if (!raw.includes(`To: ${to}`)) continue;
          const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
          const subjectLine = /^Subject: (.*(?:\n .*)*)/m.exec(head)?.[1] ?? '';
          const subject = subjectLine
            .split(/\s*\n\s*/)
            .map((part) =>
              part.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, q: string) =>
                decodeQuotedPrintable(q.replace(/_/g, ' ')),
              ),
            )
            .join('');
          found = { subject, body: decodeQuotedPrintable(rest.join('\n\n')) };
          return true;
        }
        return false;
      },
      // The queue sends in order: a journey that follows one seeding a dozen leads (each mailed
      // to every admin) waits behind those mails, as a real inbox would.
      { timeout: 30_000, message: `an e-mail to ${to} in the outbox` },
    )
    .toBe(true);
  return found ?? { subject: '', body: '' };
}

/**
 * A browser restart: a new context from the stored state, without the cookies that only live for
 * the browser session (no expiry).
 */
export async function restartBrowser(context: BrowserContext): Promise<BrowserContext> {
  const state = await context.storageState();
  const browser = context.browser();
  if (!browser) throw new Error('no browser');
  await context.close();
  return browser.newContext({
    storageState: { ...state, cookies: state.cookies.filter((c) => c.expires !== -1) },
    locale: 'pt-BR',
  });
}

/**
 * Records every call to the Google tag instead of sending it anywhere (consent to analytics given).
 * The record lives in sessionStorage, so events sent just before a full-page navigation (sign-in
 * redirects to /) are still there on the next page.
 */
export async function stubGtag(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Events are sent only with consent to analytics (issue 4 item 7).
    localStorage.setItem(
      'cookie-consent',
      JSON.stringify({ version: 1, analytics: true, decidedAt: new Date().toISOString() }),
    );
    const calls = JSON.parse(sessionStorage.getItem('gtag-calls') ?? '[]') as unknown[][];
    Object.assign(window, {
      gtagCalls: calls,
      gtag: (...args: unknown[]) => {
        calls.push(args);
        sessionStorage.setItem('gtag-calls', JSON.stringify(calls));
      },
    });
  });
}

export async function gtagEvents(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { gtagCalls: unknown[][] }).gtagCalls ?? []).filter(
      (call) => call[0] === 'event',
    ),
  );
}

/**
 * Waits for the service worker, then reloads: from then on the page's navigations go through the
 * worker (the offline and privacy journeys check what it serves).
 */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}
