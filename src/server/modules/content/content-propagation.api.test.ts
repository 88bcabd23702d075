import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContentEntry } from '#shared/content/content-answers.ts';
import { richTextDocumentOf } from '#shared/content/rich-text-field.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { relaxedRateLimits, testAppUrl, type CookieJar } from '#server/test/app-harness.ts';
import { createTestDatabaseUrl, type TestDatabase } from '#server/test/databases.ts';
import { runDueSchedules } from './content-schedule.service.ts';
import { contentClientBuild, deskWrite, signInEditor } from './content.test-support.ts';

/**
 * Issue 23 §7 "Done when": a publish shows on every instance within 5 s when several run on
 * PostgreSQL. Two app instances on one real PostgreSQL, each with its own DATA_DIR and the
 * production one-second poll of `content_version` (decision 0094): content published,
 * unpublished and published by the scheduler through instance A is served by instance B (the
 * page, the listing, the feed, the sitemap) or refused (404), polled until it is, 5 s at most.
 * The renderer stands in for the build's server bundle (as in content-pages.api.test.ts); what
 * is tested is the version poll, the answers kept per version (decision 0133) and the page store.
 *
 * `npm run bench:propagation` runs this file with PROPAGATION_ROUNDS=20 and prints the median
 * publish → visible on B (docs/benchmarks.md); CI runs 2 rounds.
 */

const localesDir = fileURLToPath(new URL('../../../../public/locales', import.meta.url));
const origin = new URL(testAppUrl).origin;
const rounds = Number(process.env.PROPAGATION_ROUNDS ?? 2);

const clientBuild = () => contentClientBuild('propagation-client');

async function startInstance(database: TestDatabase, clientDir: string) {
  // Each instance has its own DATA_DIR, as two machines would; the database is what they share.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'instance-'));
  const app = await buildApp(
    loadConfig({
      ...relaxedRateLimits,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: database.databaseUrl,
      LOG_LEVEL: 'warn',
      APP_URL: testAppUrl,
      CLIENT_DIR: clientDir,
      LOCALES_DIR: localesDir,
    }),
    {
      // The production poll (1 s), not a shortened one: this is the figure issue 23 §7 asks for.
      renderPage: async (_pagePath, _facts, _site, content) =>
        `<!DOCTYPE html><html><body><main>${content?.view.kind === 'entry' ? content.view.card.title : ''}</main></body></html>`,
    },
  );
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (values: number[]) =>
  [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? NaN;

describe('content published through one instance, served by another, on one PostgreSQL', () => {
  let database: TestDatabase;
  let clientDir: string;
  let a: Awaited<ReturnType<typeof startInstance>>;
  let b: Awaited<ReturnType<typeof startInstance>>;
  let editor: CookieJar;

  beforeAll(async () => {
    database = await createTestDatabaseUrl('postgres');
    clientDir = await clientBuild();
    // One after the other: both would run the same migrations at once otherwise.
    a = await startInstance(database, clientDir);
    b = await startInstance(database, clientDir);
    ({ jar: editor } = await signInEditor(a.app));
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.drop();
    await rm(clientDir, { recursive: true, force: true });
  });

  const write = (method: 'POST' | 'PUT', url: string, payload: object) =>
    deskWrite(a.app, editor, method, url, payload);
  const onB = (url: string) => b.app.inject({ url });
  /** Polls B until `check` passes (5 s at most, issue 23 §7); how long it took, in ms. */
  const untilOnB = async (check: (app: FastifyInstance) => Promise<void>) => {
    const started = performance.now();
    await vi.waitFor(() => check(b.app), { timeout: 5000, interval: 20 });
    return performance.now() - started;
  };
  const caseStudy = (slug: string) => ({
    version: 0,
    slug,
    title: `Caso propagado ${slug}`,
    sector: 'Setor de teste',
    challenge: 'Desafio de teste',
    approach: 'Abordagem de teste',
  });
  const pageIs = (url: string, status: number) => async () => {
    expect((await onB(url)).statusCode).toBe(status);
  };

  it(
    'shows a case study published through A on B (page, listing, sitemap) and drops it when unpublished',
    async () => {
      const base = '/api/admin/content/case-studies';
      const published: number[] = [];
      const unpublished: number[] = [];
      for (let round = 1; round <= rounds; round++) {
        const slug = `caso-propagado-${round}`;
        const entry = await write('POST', base, caseStudy(slug));
        // B has answered the address before: its 404 is kept until the version moves.
        expect((await onB(`/casos/${slug}`)).statusCode).toBe(404);
        await write('POST', `${base}/${entry.id}/pt-BR/publish`, { version: 1 });
        published.push(await untilOnB(pageIs(`/casos/${slug}`, 200)));
        expect((await onB(`/casos/${slug}`)).body).toContain(`<main>Caso propagado ${slug}</main>`);
        expect((await onB('/casos')).statusCode).toBe(200);
        expect((await onB('/sitemap.xml')).body).toContain(`<loc>${origin}/casos/${slug}</loc>`);

        await write('POST', `${base}/${entry.id}/pt-BR/unpublish`, { version: 2 });
        unpublished.push(await untilOnB(pageIs(`/casos/${slug}`, 404)));
        expect((await onB('/sitemap.xml')).body).not.toContain(`${origin}/casos/${slug}<`);
      }
      // With every round's study unpublished, the listing is gone on B too.
      expect((await onB('/casos')).statusCode).toBe(404);
      // The figure for docs/benchmarks.md (printed, not asserted beyond the 5 s above).
      const ms = (values: number[]) =>
        `median ${Math.round(median(values))} ms (${values.map(Math.round).join(', ')})`;
      console.info(
        `publish → visible on B over ${rounds}: ${ms(published)}; unpublish → 404 on B: ${ms(unpublished)}`,
      );
      // Each round may take twice the 5 s allowed: the bench's 20 rounds need more than the default.
    },
    15_000 + rounds * 10_000,
  );

  it('shows an article published through A in B’s feed and listing', async () => {
    const base = '/api/admin/content/insights';
    expect((await onB('/insights/feed.xml')).statusCode).toBe(404);
    const entry = await write('POST', base, {
      version: 0,
      slug: 'artigo-propagado',
      title: 'Artigo propagado',
      summary: 'Resumo de teste',
      body: richTextDocumentOf('Texto de teste.'),
    });
    await write('POST', `${base}/${entry.id}/pt-BR/publish`, { version: 1 });
    await untilOnB(async () => {
      const feed = await onB('/insights/feed.xml');
      expect(feed.statusCode).toBe(200);
      expect(feed.body).toContain(`<link>${origin}/insights/artigo-propagado</link>`);
    });
    expect((await onB('/insights')).statusCode).toBe(200);
    expect((await onB('/insights/artigo-propagado')).statusCode).toBe(200);
  });

  it('shows on B a publish the scheduler ran on A', async () => {
    const base = '/api/admin/content/case-studies';
    const entry: ContentEntry = await write('POST', base, caseStudy('caso-agendado'));
    const publishAt = new Date(Date.now() + 3_600_000);
    await write('POST', `${base}/${entry.id}/pt-BR/schedule`, {
      version: 1,
      publishAt: publishAt.toISOString(),
      unpublishAt: null,
    });
    expect((await onB('/casos/caso-agendado')).statusCode).toBe(404);
    // A's scheduler at the publish time (its tick, decision 0122, with the clock passed in).
    expect(await runDueSchedules(a.app.database.db, publishAt)).toBe(1);
    await untilOnB(pageIs('/casos/caso-agendado', 200));
  });
});
