import { generate } from 'otplib';
import type { Database } from '#server/db/database.ts';
import { setAdmin } from '#server/modules/auth/admin-role.ts';
import { FetchCookies, fetchJson } from '#server/test/app-process.ts';

/**
 * Benchmark accounts, registered through the API so their sessions are real. Leads are seeded
 * with the inbox's own generator (src/server/modules/leads/lead-seed.ts).
 */

export interface BenchUser {
  email: string;
  password: string;
  cookies: FetchCookies;
}

/**
 * Registers through the API (so the session is real) and optionally grants the admin role and
 * enrols an authenticator, as an administrator must before the admin API answers (decision 0029).
 */
export async function registerBenchUser(
  baseUrl: string,
  database: Database,
  options: { admin: boolean },
): Promise<BenchUser> {
  const email = `bench.${options.admin ? 'admin' : 'member'}.${Date.now()}@example.com`;
  const password = 'Senha-Forte1';
  const cookies = new FetchCookies();
  const response = await fetchJson(`${baseUrl}/api/register`, {
    method: 'POST',
    cookies,
    body: {
      fullName: options.admin ? 'Carla Administradora' : 'Ana Souza',
      email,
      password,
      confirmPassword: password,
      birthDate: '1990-05-17',
      termsAccepted: true,
    },
  });
  if (response.status !== 201) {
    throw new Error(`registration failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  if (options.admin) {
    await setAdmin(database, email, true);
    await enrolSecondFactor(baseUrl, { password, cookies });
  }
  return { email, password, cookies };
}

/** The account page's two steps; the cookies then hold a session past the second factor. */
async function enrolSecondFactor(
  baseUrl: string,
  account: { password: string; cookies: FetchCookies },
): Promise<void> {
  const setup = await fetchJson(`${baseUrl}/api/account/two-factor/setup`, {
    method: 'POST',
    cookies: account.cookies,
    body: { password: account.password },
  });
  const { secret } = setup.body as { secret?: string };
  if (setup.status !== 200 || !secret) {
    throw new Error(`two-factor setup failed: ${setup.status} ${JSON.stringify(setup.body)}`);
  }
  const confirmed = await fetchJson(`${baseUrl}/api/account/two-factor/confirm`, {
    method: 'POST',
    cookies: account.cookies,
    body: { code: await generate({ secret }) },
  });
  if (confirmed.status !== 200) {
    throw new Error(`two-factor confirmation failed: ${confirmed.status}`);
  }
}
