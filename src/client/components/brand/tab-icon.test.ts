import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markSvg, tabIconHref } from './tab-icon.ts';

describe('the tab icon', () => {
  it('is the drawing of public/favicon.svg', () => {
    const file = readFileSync(
      path.resolve(import.meta.dirname, '../../../../public/favicon.svg'),
      'utf8',
    );
    expect(markSvg).toBe(file.trim());
  });

  it('decodes back to that drawing', () => {
    const body = decodeURIComponent(tabIconHref.slice('data:image/svg+xml,'.length));
    expect(body).toBe(markSvg.replaceAll('"', "'"));
    expect(tabIconHref).not.toMatch(/[<>#"]/);
  });
});
