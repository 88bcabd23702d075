import type { Database } from '../../src/server/db/database.ts';
import { setAdmin } from '../../src/server/modules/auth/admin-role.ts';
import { FetchCookies, fetchJson } from '../../src/server/test/app-process.ts';

/** Test data for the benchmarks, written straight into the database the instance uses. */

const companies = [
  'Padaria Pão Quente',
  'Metalúrgica Forte',
  'Clínica Vida',
  'Loja do Bairro',
  null,
];

/** `count` leads spread over the last 100 days, in batches (one statement per 1,000 rows). */
export async function seedLeads(database: Database, count: number): Promise<void> {
  const now = Date.now();
  const batch = 1000;
  for (let start = 0; start < count; start += batch) {
    const rows = Array.from({ length: Math.min(batch, count - start) }, (_, j) => {
      const i = start + j;
      return {
        name: `Pessoa ${i}`,
        email: `pessoa${i}@example.com`,
        company: companies[i % companies.length] ?? null,
        message:
          i % 3 === 0 ? null : 'Gostaríamos de entender como a IA pode ajudar o nosso atendimento.',
        created_at: new Date(now - (count - i) * 86_400).toISOString(),
      };
    });
    await database.db.insertInto('contact_submission').values(rows).execute();
  }
}

export interface BenchUser {
  email: string;
  password: string;
  cookies: FetchCookies;
}

/** Registers through the API (so the session is real) and optionally grants the admin role. */
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
  if (options.admin) await setAdmin(database, email, true);
  return { email, password, cookies };
}
