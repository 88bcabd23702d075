import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { e2eDataDir } from '../playwright.config.ts';
import { expect } from './fixtures.ts';

export const locales = ['pt-BR', 'en', 'es'] as const;
export type Locale = (typeof locales)[number];
export const localePrefix: Record<Locale, string> = { 'pt-BR': '', en: '/en', es: '/es' };

/** The start of the computed font-family of text in the brand typeface (decision 0173). */
export const brandFontStack = /^"Inter Variable", "Inter Variable Extended", "Inter Fallback",/;

type Tree = { [key: string]: string | Tree };
const cache = new Map<string, Tree>();

/** The node at `key` of public/locales/<locale>/<ns>.json (each file read once). */
function localeNode(locale: Locale, ns: string, key: string): string | Tree {
  const file = `public/locales/${locale}/${ns}.json`;
  let tree = cache.get(file);
  if (!tree) {
    tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
    cache.set(file, tree);
  }
  let node: string | Tree = tree;
  for (const part of key.split('.')) {
    if (typeof node === 'string' || node[part] === undefined) {
      throw new Error(`${locale}/${ns}:${key} missing`);
    }
    node = node[part];
  }
  return node;
}

/** A text of public/locales/<locale>/<ns>.json: journeys follow the translations, fail without them. */
export function localeText(locale: Locale, ns: string, key: string): string {
  const node = localeNode(locale, ns, key);
  if (typeof node !== 'string') throw new Error(`${locale}/${ns}:${key} is not a text`);
  return node;
}

/** The texts of a group (`export.columns`), in the file's order: a group of texts only. */
export function localeTexts(locale: Locale, ns: string, key: string): string[] {
  const node = localeNode(locale, ns, key);
  if (typeof node === 'string') throw new Error(`${locale}/${ns}:${key} is a text, not a group`);
  return Object.keys(node).map((part) => localeText(locale, ns, `${key}.${part}`));
}

/** How far the page reaches past the viewport's right edge: 0 when nothing scrolls sideways. */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Gives an account the admin (or editor) role with the real CLI, as an operator would. */
export function grantAdmin(email: string, command: 'grant' | 'grant-editor' = 'grant'): void {
  const granted = spawnSync(process.execPath, ['scripts/admin.ts', command, email], {
    env: { ...process.env, DATA_DIR: e2eDataDir },
    encoding: 'utf8',
  });
  expect(granted.status, granted.stderr).toBe(0);
}

/**
 * Holds the app's scripts until the returned function is called: the page stays at its first paint,
 * as a slow phone sees it before the app has come and run.
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
