import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build',
      'data',
      'node_modules',
      '.react-router',
      'test-results',
      'playwright-report',
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/client/**/*.tsx', 'src/client/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Layering (STYLE.md). Aliases are matched by `regex`: in the gitignore-style `group`/string
  // patterns a leading `#` starts a comment, so '#server/*' there would forbid nothing.
  {
    // Shared code runs in both worlds, so it may not reach either.
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'fastify', 'kysely', '**/server/**', '**/client/**'] },
            { group: ['node:*'], message: 'src/shared runs in the browser too.' },
            { regex: '^#(server|client)/', message: 'src/shared imports zod and itself only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/client/**'] }, { regex: '^#client/' }] },
      ],
    },
  },
  ...serverBoundaries(),
  ...clientBoundaries(),
  paletteThroughTokens(),
);

/**
 * The palette only through tokens and primitives (issue 24 §5, decision 0098): outside
 * src/client/components/ui a class like `bg-amber-50` or `text-red-700` is an error. A screen says
 * `bg-warning-subtle` (app.css's tokens, which follow the colour scheme) or uses `Alert`,
 * `ChoiceCard`, `Badge`..., so a colour is chosen once and dark mode cannot be forgotten. Any
 * string is checked (JSX attributes, `cn()` arguments, class maps, template literals), since class
 * names travel in all of them. Tests may name classes to check them.
 */
function paletteThroughTokens() {
  const utilities =
    '(bg|text|border|border-[trblxyse]|ring|ring-offset|outline|divide|from|via|to|fill|stroke|accent|caret|decoration|placeholder|shadow)';
  const palette =
    '(slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)';
  const rawColour = `(^|[^a-z0-9-])${utilities}-${palette}-(50|[1-9]00|950)(?![0-9])`;
  const message =
    'Raw palette colour: use a theme token (app.css: bg-warning-subtle, text-muted-foreground...) or a primitive of components/ui (Alert, ChoiceCard, Badge).';
  return {
    files: ['src/client/**/*.ts', 'src/client/**/*.tsx'],
    ignores: ['src/client/components/ui/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=/${rawColour}/]`, message },
        { selector: `TemplateElement[value.raw=/${rawColour}/]`, message },
      ],
    },
  };
}

/**
 * The server's modules (STYLE.md "A module's internals stay inside it", decision 0031): a module
 * reaches another only through that module's service (`<name>.service.ts`), never its tables,
 * queries or helpers, and plugins know no module at all. Imports go through the #server/* alias
 * (no `../`), so the patterns see every crossing. app.ts composes the modules through their
 * plugins (`<name>.plugin.ts`, decision 0116) and imports nothing else of them; tests may set their
 * state up through another module's helpers. Besides its service, a module may offer a read
 * service named here (decision 0091: the accounts the lead desk names).
 * Better Auth's tables are typed only inside auth (db/schema.ts has none of them), and the one way
 * to see them from another module's connection, Kysely's `withTables`, is auth's alone.
 */
function serverBoundaries() {
  const readServices = ['auth/users.ts'];
  // A suite split across files keeps its set-up in `<suite>.test-support.ts` and, where its tests
  // share one app's story, its parts in `<suite>-<part>.test-part.ts`: test code, so
  // it may reach other modules' helpers as the tests themselves may (issue 24, decision 0099).
  const testFiles = ['**/*.test.ts', '**/*.test-support.ts', '**/*.test-part.ts'];
  const always = [
    { group: ['**/client/**'] },
    { regex: '^#client/' },
    { group: ['../*'], message: 'Use the #server/* alias: module boundaries are checked on it.' },
  ];
  const rule = (...patterns) => ({
    'no-restricted-imports': ['error', { patterns: [...always, ...patterns] }],
  });
  const modules = readdirSync(new URL('./src/server/modules/', import.meta.url), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    {
      files: ['src/server/plugins/**', 'src/server/db/**'],
      ignores: testFiles,
      rules: rule({
        regex: '^#server/modules/',
        message: 'Plugins and the database layer know no module: a module registers with them.',
      }),
    },
    {
      // app.ts lists modules (issue 24 §1, decision 0116): it imports each module's plugin only.
      files: ['src/server/app.ts'],
      rules: rule({
        regex: '^(\\./|#server/)modules/[^/]+/(?![^/]+\\.plugin\\.ts$)',
        message: "app.ts registers modules: import the module's plugin (<name>.plugin.ts) only.",
      }),
    },
    ...modules.map((module) => ({
      files: [`src/server/modules/${module}/**`],
      ignores: testFiles,
      rules: rule({
        regex: `^#server/modules/(?!${module}/)(?!(?:${readServices.join('|').replaceAll('.', '\\.')})$)[^/]+/(?![^/]+\\.service\\.ts$)`,
        message: 'Another module is reached through its service (<name>.service.ts) only.',
      }),
    })),
    {
      files: ['src/server/**', 'scripts/**'],
      ignores: ['src/server/modules/auth/**', ...testFiles],
      rules: {
        'no-restricted-properties': [
          'error',
          {
            property: 'withTables',
            message: "Accounts are auth's tables: ask modules/auth/users.ts (decision 0091).",
          },
        ],
      },
    },
  ];
}

/**
 * The client's layers (STYLE.md, bulletproof-react's unidirectional codebase): shared → lib and
 * components → features → app and routes. A feature imports components, lib and shared, never a
 * sibling feature nor app/ (app/ and routes/ are where two features meet on one screen);
 * components and lib know nothing of features. Imports go through the #client/* alias (no `../`),
 * so these patterns see every crossing.
 */
function clientBoundaries() {
  const always = [
    { group: ['**/server/**'], message: 'The client never imports server code.' },
    { regex: '^#server/', message: 'The client never imports server code.' },
    { group: ['../*'], message: 'Use the #client/* alias: boundaries are checked on it.' },
  ];
  const forbid = (layers, message) => ({
    regex: `^#client/(${layers.join('|')})(/|\\.|$)`,
    message,
  });
  const rule = (...patterns) => ({
    'no-restricted-imports': ['error', { patterns: [...always, ...patterns] }],
  });
  const features = readdirSync(new URL('./src/client/features/', import.meta.url), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const appLayers = ['app', 'routes', 'root', 'entry'];
  return [
    { files: ['src/client/**'], rules: rule() },
    {
      files: ['src/client/lib/**', 'src/client/boot/**'],
      rules: rule(
        forbid(['features', 'components', ...appLayers], 'lib/ is below components and features.'),
      ),
    },
    {
      files: ['src/client/components/**'],
      rules: rule(
        forbid(
          ['features', ...appLayers],
          'Components know nothing of features: app/ passes their data in as props.',
        ),
      ),
    },
    ...features.map((feature) => ({
      files: [`src/client/features/${feature}/**`],
      rules: rule(
        {
          regex: `^#client/features/(?!${feature}/)`,
          message: 'A feature never imports a sibling feature: app/ or routes/ composes them.',
        },
        forbid(appLayers, 'Features never import app/ or routes/.'),
      ),
    })),
  ];
}
