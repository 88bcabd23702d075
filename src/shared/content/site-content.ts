import type { Locale } from '#shared/i18n/locales.ts';
import type { ImageValue } from './media.ts';
import type { PublicCollection } from './content-pages.ts';

/**
 * The desk's content every public page may show beside the firm's facts (issue 23 §2, decision
 * 0125): the team on /about and the clients' strip on the home page, per language, published
 * copies only. It travels like the facts (decision 0094): the build renders with nothing (the
 * sections are absent), the server renders again with what is published. Every language is
 * carried on every page, so a page reached by a link inside the app (whose root data is the first
 * page's) or after a language switch still shows its own language's list.
 *
 * No zod here: this file is in every public page's JavaScript.
 */

export interface TeamMember {
  /** The entry's id: a stable key, the same person in every language. */
  id: number;
  name: string;
  role: string;
  /** Issue 23 §6 (decision 0130): the photo with its alt text in this language. */
  photo?: ImageValue;
  bio?: string;
  linkedin?: string;
}

export interface ClientItem {
  id: number;
  name: string;
  logo?: ImageValue;
  link?: string;
  testimonial?: string;
  testimonialAuthor?: string;
}

export interface SiteContent {
  team: Partial<Record<Locale, TeamMember[]>>;
  clients: Partial<Record<Locale, ClientItem[]>>;
  /**
   * The public listings with something published in each language (decision 0123): the footer
   * links them, and only them, since an empty section answers 404 and is linked from nowhere.
   */
  listings: Partial<Record<Locale, PublicCollection[]>>;
}

/** What the build renders with: nothing published, so no section (issue 23 §2). */
export const emptySiteContent: SiteContent = { team: {}, clients: {}, listings: {} };

/**
 * Issue 23 §2: the clients' strip is shown only when at least three are published in the page's
 * language. Fewer are not carried at all, so a page never holds a strip it does not show.
 */
export const clientStripMinimum = 3;

/** True when nothing would be shown: the build's pages are then exactly what a render gives. */
export function isEmptySiteContent(content: SiteContent): boolean {
  return (
    Object.values(content.team).every((list) => !list?.length) &&
    Object.values(content.clients).every((list) => !list?.length) &&
    Object.values(content.listings).every((list) => !list?.length)
  );
}
