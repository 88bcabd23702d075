import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Resource } from 'i18next';
import type { Locale } from '#shared/i18n/locales.ts';

/**
 * Build time only (route loaders of prerendered pages): reads the same JSON files the browser
 * fetches, so the strings embedded in a page are the served ones.
 */
export async function loadResources(
  locale: Locale,
  namespaces: readonly string[],
): Promise<Resource> {
  const dir = path.resolve('public/locales', locale);
  const entries = await Promise.all(
    namespaces.map(
      async (ns) => [ns, JSON.parse(await readFile(path.join(dir, `${ns}.json`), 'utf8'))] as const,
    ),
  );
  return { [locale]: Object.fromEntries(entries) };
}
