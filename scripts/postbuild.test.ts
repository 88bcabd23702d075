import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeServiceWorker } from './postbuild.ts';

describe('writeServiceWorker', () => {
  // Decision 0140: the home page carries its stylesheet inline and keeps the link, disabled, for
  // hydration only; the worker fetching the file would add its bytes to every first visit.
  it('precaches what the home page loads, not the stylesheet its disabled link names', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'postbuild-sw-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<html><head><link rel="preload" href="/assets/inter-core.woff2" as="font"/><style>h1{color:red}</style><link rel="stylesheet" href="/assets/root-abc.css" disabled=""/></head><body><script type="module">import("/assets/islands-x.js")</script></body></html>',
    );
    const { precache } = await writeServiceWorker(dir);
    expect(precache).toEqual([
      '/',
      '/favicon.svg',
      '/assets/inter-core.woff2',
      '/assets/islands-x.js',
    ]);
    expect(readFileSync(path.join(dir, 'sw.js'), 'utf8')).not.toContain('root-abc.css');
  });
});
