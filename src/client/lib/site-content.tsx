import { createContext, useContext, type ReactNode } from 'react';
import {
  emptySiteContent,
  type ClientItem,
  type SiteContent,
  type TeamMember,
} from '#shared/content/site-content.ts';
import type { PublicCollection } from '#shared/content/content-pages.ts';
import { useLocale } from '#client/lib/locale.tsx';

/**
 * The published team and clients for the sections that show them (issue 23 §2, decision 0125),
 * from the root route's loader data like the firm's facts (root.tsx). Without a provider (a unit
 * test, an older build's page) nothing is published, so no section is shown.
 */
const SiteContentContext = createContext<SiteContent>(emptySiteContent);

export function SiteContentProvider({
  content,
  children,
}: {
  content: SiteContent;
  children: ReactNode;
}) {
  return <SiteContentContext value={content}>{children}</SiteContentContext>;
}

/** What the page's language has published: each list empty when nothing is (no section). */
export function usePublishedForPage(): { team: TeamMember[]; clients: ClientItem[] } {
  const { locale } = useLocale();
  const content = useContext(SiteContentContext);
  return { team: content.team[locale] ?? [], clients: content.clients[locale] ?? [] };
}

/**
 * The listings the page's language has something published in (decision 0123): the footer links
 * these. A page from an older build has no listings in its data: nothing is linked.
 */
export function usePublishedListings(): PublicCollection[] {
  const { locale } = useLocale();
  return useContext(SiteContentContext).listings?.[locale] ?? [];
}
