import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, vi } from 'vitest';
import type { ContentEntry } from '#shared/content/content-answers.ts';
import { setRole } from '#server/modules/auth/admin-role.ts';
import {
  enrolSecondFactor,
  registerUser,
  send,
  useTestApp,
  type CookieJar,
} from '#server/test/app-harness.ts';

/**
 * What the content desk's API suites share (issue 23; issue 24: one set-up in one place): the
 * suite's app with the editor who writes the test content, and the answers a test needs to succeed.
 */

/**
 * Registers Elisa, gives her the editor role and enrols her second factor, as the desk requires
 * of everyone who uses it (decision 0113, decision 0029): her jar may then use the desk's API.
 */
export async function signInEditor(app: FastifyInstance): Promise<{ jar: CookieJar; id: string }> {
  const elisa = await registerUser(app, { fullName: 'Elisa Editora' });
  await setRole(app.database, elisa.email, 'editor', true);
  await enrolSecondFactor(app, elisa);
  return { jar: elisa.jar, id: elisa.user.id };
}

/** Writes through the desk's API as `editor`; the suites that read what was written need it done. */
export async function deskWrite(
  app: FastifyInstance,
  editor: CookieJar,
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
): Promise<ContentEntry> {
  const response = await send(app, { method, url, jar: editor, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<ContentEntry>();
}

/**
 * A content desk suite's app (`useTestApp`'s arguments) and its editor, signed in before the first
 * test: the editor's fields are read inside tests.
 */
export function contentDeskSuite(...app: Parameters<typeof useTestApp>) {
  const t = useTestApp(...app);
  const editor = {} as { jar: CookieJar; id: string };
  beforeAll(async () => {
    Object.assign(editor, await signInEditor(t.app));
  });
  return { t, editor };
}

/** The answer's body, once its status is the one expected (the body shows when it is not). */
export function answered<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

/**
 * Counts the statements the app sends that read the content's own tables (issue 23 §7 review:
 * a hot public page costs none). The poll's `content_version` read and everything else are left
 * out, so a poll falling inside the window changes nothing. Every query builder of the app's
 * Kysely instance runs through the one executor spied on here.
 */
export function contentReads(app: FastifyInstance): { count(): number; restore(): void } {
  const executor = app.database.db.getExecutor();
  const spy = vi.spyOn(executor, 'executeQuery');
  const reads = () =>
    spy.mock.calls.filter(([query]) => /"content_(translation|redirect)"/.test(query.sql)).length;
  const before = reads();
  return { count: () => reads() - before, restore: () => spy.mockRestore() };
}

const fallbackHtml = '<!DOCTYPE html><html><body><main>app</main></body></html>';

/**
 * A stand-in client build for the content pages' suites: the SPA fallback (what a 404 answers)
 * and the build's sitemap with the home page alone (published content is added to it).
 */
export async function contentClientBuild(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `${prefix}-`));
  await writeFile(path.join(dir, 'index.html'), fallbackHtml);
  await writeFile(path.join(dir, '__spa-fallback.html'), fallbackHtml);
  await writeFile(
    path.join(dir, 'sitemap.xml'),
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n  <url><loc>https://www.nexusia.com.br/</loc></url>\n</urlset>\n',
  );
  return dir;
}
