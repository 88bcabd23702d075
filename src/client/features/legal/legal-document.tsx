import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale, useLocalizedPath } from '#client/lib/locale.tsx';
import type { BreadcrumbItem } from '#client/components/layout/breadcrumbs.tsx';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { OrganizationContact } from './legal-blocks.tsx';
import { formatLegalDate } from './legal-date.ts';

export interface LegalSection {
  /** Anchor of the section (stable across languages, so a shared link works in each). */
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * Layout shared by the terms of use and the privacy policy (spec 02 §2 "Legal pages"): breadcrumb,
 * title, last-updated line, a table of contents and numbered sections. Long documents are read by
 * jumping around, so every section has an anchor. Both namespaces hold the same keys for the
 * heading, the contents and the closing contact section, read here once; the page brings its own
 * sections and the contact section's paragraphs.
 */
export function LegalDocument({
  namespace,
  sections: ownSections,
  contactParagraphs,
}: {
  namespace: 'privacy' | 'terms';
  sections: readonly LegalSection[];
  contactParagraphs: ReactNode;
}) {
  const { t } = useTranslation(namespace);
  const { t: tNav } = useTranslation('navigation');
  const { locale } = useLocale();
  const localize = useLocalizedPath();
  const title = t('title');
  const lede = t('lede');
  const lastUpdated = { label: t('lastUpdated.label'), date: t('lastUpdated.date') };
  const tocLabel = t('toc');
  const sections: readonly LegalSection[] = [
    ...ownSections,
    {
      id: 'contact',
      title: t('sections.contact.title'),
      content: (
        <>
          {contactParagraphs}
          <OrganizationContact locale={locale} labels={t('contactCard', { returnObjects: true })} />
        </>
      ),
    },
  ];
  const trail: BreadcrumbItem[] = [
    { label: tNav('home'), href: localize('/') },
    { label: title, current: true },
  ];

  return (
    <>
      {/* No documentTitle: titles and meta tags come from the central page metadata. */}
      <PageHeader title={title} trail={trail}>
        <p className="mt-4 max-w-3xl text-lead text-muted-foreground">{lede}</p>
        <p className="mt-3 text-sm text-muted-foreground">
          {lastUpdated.label}{' '}
          <time dateTime={lastUpdated.date} className="font-medium">
            {formatLegalDate(lastUpdated.date, locale)}
          </time>
        </p>
      </PageHeader>

      <div className="mx-auto max-w-7xl px-4 pb-20 pt-10 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        <nav
          aria-labelledby="legal-toc-title"
          className="mb-10 self-start rounded-xl border border-border p-5 lg:sticky lg:top-24 lg:mb-0"
        >
          <h2
            id="legal-toc-title"
            className="text-sm font-semibold uppercase tracking-wide text-foreground"
          >
            {tocLabel}
          </h2>
          <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm text-muted-foreground marker:text-muted-foreground">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="hover:text-link hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="max-w-3xl space-y-12">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} className="scroll-mt-24">
              <h2 className="text-h2 text-foreground">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-muted-foreground">
                {section.content}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
