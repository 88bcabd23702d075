import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import {
  defaultLocale,
  isSupportedLocale,
  localeCookieName,
  localeFromAcceptLanguage,
  supportedLocales,
  type Locale,
} from '#shared/i18n/locales.ts';

/**
 * Namespaces the server itself speaks: API error texts (common), e-mails (mail), the answers of
 * the account self-service calls (account, shared with the account page) and the lead desk's
 * names of sources, periods and tool figures (admin, shared with the inbox: mails and the CSV
 * export say what the panel says), and the tools' own words for a tool result's answers
 * (dashboard, shared with the tools: the CSV shows what the person answered, issue 26 §4).
 */
// home: the tagline of the content pages' share images (decision 0133).
const serverNamespaces = [
  'common',
  'mail',
  'account',
  'admin',
  'dashboard',
  'content',
  'home',
] as const;
type Namespace = (typeof serverNamespaces)[number];
type Tree = { [key: string]: string | Tree };

export type Translate = (key: `${Namespace}:${string}`, vars?: Record<string, string>) => string;

export interface Translator {
  for(locale: Locale): Translate;
}

/**
 * Reads the same locale files the browser loads (public/locales), once at boot, so an API error
 * or an e-mail says exactly what the interface would say, in the visitor's language.
 */
export function loadTranslator(localesDir: string): Translator {
  const trees = new Map<string, Tree>();
  for (const locale of supportedLocales) {
    for (const ns of serverNamespaces) {
      const file = path.join(localesDir, locale, `${ns}.json`);
      trees.set(`${locale}:${ns}`, JSON.parse(readFileSync(file, 'utf8')) as Tree);
    }
  }
  const lookup = (locale: Locale, ns: string, key: string): string | undefined => {
    let node: string | Tree | undefined = trees.get(`${locale}:${ns}`);
    for (const part of key.split('.')) {
      if (node === undefined || typeof node === 'string') return undefined;
      node = node[part];
    }
    return typeof node === 'string' ? node : undefined;
  };
  return {
    for(locale) {
      return (fullKey, vars = {}) => {
        const [ns = 'common', key = ''] = fullKey.split(':', 2);
        const text = lookup(locale, ns, key) ?? lookup(defaultLocale, ns, key) ?? key;
        return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
      };
    },
  };
}

/** Header our API client sends with the language the page is shown in (src/client/lib/api.ts). */
export const uiLanguageHeader = 'x-ui-language';

/**
 * The visitor's language: the page's own (our client says it), else their saved choice (cookie),
 * else Accept-Language, else pt-BR. The page wins over the cookie so that an English page gets
 * English errors even when the saved preference is another language.
 */
export function localeOf(request: FastifyRequest): Locale {
  const ui = request.headers[uiLanguageHeader];
  if (isSupportedLocale(ui)) return ui;
  const saved = savedLocaleOf(request);
  if (saved) return saved;
  return localeFromAcceptLanguage(request.headers['accept-language']) ?? defaultLocale;
}

/** The language the visitor chose or was detected with, saved in the `user-locale` cookie (spec 01 §9). */
export function savedLocaleOf(request: FastifyRequest): Locale | undefined {
  // @fastify/cookie parses (first cookie of a name wins, URL-decoded) in its onRequest hook; an
  // error Fastify answers before the hooks run (a malformed URL) has no cookies yet.
  const cookies = request.cookies as FastifyRequest['cookies'] | null;
  const saved = cookies?.[localeCookieName];
  return isSupportedLocale(saved) ? saved : undefined;
}
