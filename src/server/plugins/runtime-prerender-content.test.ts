import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentPageData } from '#shared/content/content-pages.ts';
import { prepareContentRender } from './runtime-prerender-content.ts';

/**
 * The one place that depends on React Router's internals for content pages (decision 0123):
 * with `ssr: false` its request handler renders a path fully only when the path is in the build's
 * `prerender` array, read on every request. Pinned to the installed version: an upgrade must
 * look at lib/server-runtime/server.js again (the journey e2e/content-pages.spec.ts would show
 * pages rendered in SPA mode, without their text).
 */

const require = createRequire(import.meta.url);
const routerDir = path.dirname(require.resolve('react-router/package.json'));

const data: ContentPageData = {
  collection: 'insights',
  locale: 'en',
  path: '/en/insights',
  alternates: [{ locale: 'en', path: '/en/insights' }],
  view: { kind: 'list', items: [] },
};

describe('content pages through the build handler', () => {
  it('is pinned to the React Router version whose handler reads build.prerender per request', () => {
    const { version } = JSON.parse(readFileSync(path.join(routerDir, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(version).toBe('8.4.0');
    const server = readFileSync(
      path.join(routerDir, 'dist/production/lib/server-runtime/server.js'),
      'utf8',
    );
    expect(server).toContain(
      'build.prerender.some((p) => removeTrailingSlash(p) === removeTrailingSlash(decodedPath))',
    );
  });

  it('adds the path to the prerender list once and sets the root context the loader reads', () => {
    const contentPageContext = { name: 'the bundle’s own context object' };
    const build = { prerender: ['/', '/en'], routes: { root: { module: { contentPageContext } } } };
    const set: [unknown, unknown][] = [];
    const context = { set: (key: unknown, value: unknown) => void set.push([key, value]) };
    prepareContentRender(build, context, '/en/insights', data);
    prepareContentRender(build, context, '/en/insights', data);
    expect(build.prerender).toEqual(['/', '/en', '/en/insights']);
    expect(set).toEqual([
      [contentPageContext, data],
      [contentPageContext, data],
    ]);
  });

  it('refuses a bundle whose root exports no content context', () => {
    expect(() =>
      prepareContentRender({ routes: { root: { module: {} } } }, { set() {} }, '/x', data),
    ).toThrow(/contentPageContext/);
  });
});
