import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtStylesheets, inlineStylesheets } from './inline-stylesheet.ts';

const page = `<html><head><link rel="preload" href="/assets/inter.woff2" as="font"/><link rel="stylesheet" href="/assets/root-abc.css"/></head><body><h1>Oi</h1></body></html>`;

describe('inlineStylesheets (decision 0140)', () => {
  it('puts the sheet in the page and keeps its link, disabled, for hydration', () => {
    const html = inlineStylesheets(page, (href) =>
      href === '/assets/root-abc.css' ? 'h1{color:red}\n' : undefined,
    );
    expect(html).toBe(
      `<html><head><link rel="preload" href="/assets/inter.woff2" as="font"/><style>h1{color:red}</style><link rel="stylesheet" href="/assets/root-abc.css" disabled=""/></head><body><h1>Oi</h1></body></html>`,
    );
  });

  it('leaves a link alone when the sheet is missing or would end the style element', () => {
    expect(inlineStylesheets(page, () => undefined)).toBe(page);
    expect(inlineStylesheets(page, () => 'a{}</style><script>x</script>')).toBe(page);
  });

  it('reads the sheet from the client build folder', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'inline-css-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'root-abc.css'), 'p{margin:0}');
    const read = builtStylesheets(dir);
    expect(read('/assets/root-abc.css')).toBe('p{margin:0}');
    expect(read('/assets/none.css')).toBeUndefined();
  });
});
