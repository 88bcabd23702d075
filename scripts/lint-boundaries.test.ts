import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The layering rules of eslint.config.js (STYLE.md), checked on probe sources linted with the real
// configuration as if they lived at the given path: a rule that forbids nothing fails here.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function restricted(file: string, source: string): Promise<boolean> {
  const [result] = await eslint.lintText(`${source}\n`, { filePath: file });
  return (result?.messages ?? []).some((m) => m.ruleId === 'no-restricted-imports');
}

describe('import boundaries (eslint no-restricted-imports)', { timeout: 30_000 }, () => {
  // Loading the configuration and its plugins takes seconds on a busy machine; once is enough.
  beforeAll(() => eslint.lintText('\n', { filePath: 'src/shared/x.ts' }), 60_000);

  it.each([
    [
      'a feature imports a sibling feature',
      'src/client/features/faq/x.ts',
      '#client/features/auth/auth.queries.ts',
    ],
    [
      'a feature imports a feature whose name starts like its own',
      'src/client/features/faq/x.ts',
      '#client/features/faqs/a.ts',
    ],
    ['a feature imports app/', 'src/client/features/faq/x.ts', '#client/app/app-shell.tsx'],
    ['a feature imports a route module', 'src/client/features/faq/x.ts', '#client/routes/faq.tsx'],
    [
      'a component imports a feature',
      'src/client/components/layout/x.ts',
      '#client/features/auth/auth.queries.ts',
    ],
    ['a component imports app/', 'src/client/components/ui/x.ts', '#client/app/app-shell.tsx'],
    ['lib imports a feature', 'src/client/lib/x.ts', '#client/features/auth/auth.queries.ts'],
    ['lib imports a component', 'src/client/lib/x.ts', '#client/components/ui/dialog.tsx'],
    ['client code imports the server', 'src/client/routes/x.ts', '#server/config.ts'],
    ['client code climbs with ../', 'src/client/features/faq/x.ts', '../../lib/api.ts'],
    ['shared code imports the client', 'src/shared/x.ts', '#client/lib/api.ts'],
    ['shared code imports the server', 'src/shared/x.ts', '#server/config.ts'],
    ['shared code imports React', 'src/shared/x.ts', 'react'],
    ['server code imports the client', 'src/server/x.ts', '#client/lib/api.ts'],
    [
      "a server module imports another module's queries",
      'src/server/modules/account/x.ts',
      '#server/modules/leads/leads.queries.ts',
    ],
    [
      "a server module imports another module's helper",
      'src/server/modules/leads/x.ts',
      '#server/modules/auth/auth.ts',
    ],
    [
      'a server module imports a module whose name starts like its own',
      'src/server/modules/auth/x.ts',
      '#server/modules/authz/authz.queries.ts',
    ],
    [
      'a server module climbs with ../',
      'src/server/modules/account/x.ts',
      '../auth/auth.service.ts',
    ],
    [
      "a server module imports auth's table types",
      'src/server/modules/leads/x.ts',
      '#server/modules/auth/auth-tables.ts',
    ],
    [
      "app.ts imports a module's service instead of its plugin (decision 0116)",
      'src/server/app.ts',
      './modules/auth/auth.service.ts',
    ],
    [
      "app.ts imports a module's helper through the alias",
      'src/server/app.ts',
      '#server/modules/auth/rate-limit-keys.ts',
    ],
    [
      'a plugin imports a module',
      'src/server/plugins/x.ts',
      '#server/modules/auth/auth.service.ts',
    ],
  ])('refuses: %s', async (_case, file, target) => {
    expect(await restricted(file, `export * from '${target}';`)).toBe(true);
  });

  it.each([
    [
      'a feature imports its own files',
      'src/client/features/faq/x.ts',
      '#client/features/faq/faq-state.ts',
    ],
    [
      'a nested feature file imports its feature',
      'src/client/features/dashboard/calculator/x.ts',
      '#client/features/dashboard/format.ts',
    ],
    [
      'a feature imports lib, components and shared',
      'src/client/features/faq/x.ts',
      '#client/lib/api.ts',
    ],
    [
      'a route composes two features',
      'src/client/routes/x.ts',
      '#client/features/auth/auth.queries.ts',
    ],
    ['app/ composes features', 'src/client/app/x.ts', '#client/features/auth/auth.queries.ts'],
    ['a component imports lib', 'src/client/components/ui/x.ts', '#client/lib/api.ts'],
    ['the server imports shared', 'src/server/x.ts', '#shared/routes.ts'],
    [
      "a server module imports another module's service",
      'src/server/modules/account/x.ts',
      '#server/modules/auth/auth.service.ts',
    ],
    [
      "a server module reads accounts through auth's read service (decision 0091)",
      'src/server/modules/leads/x.ts',
      '#server/modules/auth/users.ts',
    ],
    [
      'a server module imports its own files',
      'src/server/modules/auth/x.ts',
      '#server/modules/auth/account-data.ts',
    ],
    [
      'a server module imports a plugin',
      'src/server/modules/auth/x.ts',
      '#server/plugins/errors.ts',
    ],
    [
      'app.ts registers a module through its plugin',
      'src/server/app.ts',
      './modules/leads/leads.plugin.ts',
    ],
    [
      "a module's test sets state up through another module",
      'src/server/modules/leads/x.test.ts',
      '#server/modules/auth/admin-role.ts',
    ],
  ])('allows: %s', async (_case, file, target) => {
    expect(await restricted(file, `export * from '${target}';`)).toBe(false);
  });

  // Decision 0091: Better Auth's tables are typed in auth alone; `withTables` would widen any
  // other module's connection to see them again.
  it.each([
    ['src/server/modules/leads/x.ts', true],
    ['scripts/x.ts', true],
    ['src/server/modules/auth/x.ts', false],
  ])('withTables in %s is refused: %s', async (file, refused) => {
    const [result] = await eslint.lintText(
      'export const wide = (db: { withTables(): unknown }) => db.withTables();\n',
      {
        filePath: file,
      },
    );
    const ruled = (result?.messages ?? []).some((m) => m.ruleId === 'no-restricted-properties');
    expect(ruled).toBe(refused);
  });
});
