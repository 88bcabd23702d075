import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { supportedLocales } from '#shared/i18n/locales.ts';
import { useLocale, useLocalizedPath } from '#client/lib/locale.tsx';
import { LanguageSelector } from '#client/components/layout/language-selector.tsx';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';

// The demo's cards are list items and a section, so they take the Card look rather than a div.
const card = cardVariants({ padding: 'sm' });

/** /i18n-demo (spec 02 §2 "Internationalisation demo"). */
export function I18nDemoPage() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation('common');
  const { t: tn } = useTranslation('navigation');
  const { locale, changeLanguage } = useLocale();
  const localize = useLocalizedPath();
  const language = tc(`languages.${locale}.fullName`);

  const rows = [
    { group: t('i18nDemo.table.group.navigation'), key: 'navigation.home', value: tn('home') },
    {
      group: t('i18nDemo.table.group.navigation'),
      key: 'navigation.products',
      value: tn('products'),
    },
    { group: t('i18nDemo.table.group.navigation'), key: 'navigation.about', value: tn('about') },
    {
      group: t('i18nDemo.table.group.actions'),
      key: 'actions.learnMore',
      value: t('i18nDemo.actions.learnMore'),
    },
    {
      group: t('i18nDemo.table.group.actions'),
      key: 'actions.contactUs',
      value: t('i18nDemo.actions.contactUs'),
    },
    {
      group: t('i18nDemo.table.group.actions'),
      key: 'actions.getStarted',
      value: t('i18nDemo.actions.getStarted'),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('i18nDemo.title')}
        trail={[
          { label: tn('home'), href: localize('/') },
          { label: t('i18nDemo.title'), current: true },
        ]}
      >
        <p className="mt-3">
          <Badge className="text-sm">{t('i18nDemo.badge', { language })}</Badge>
        </p>
        <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{t('i18nDemo.subtitle')}</p>
      </PageHeader>
      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-10">
        <ul className="grid gap-4 md:grid-cols-3">
          <li className={card}>
            <h2 className="font-semibold text-foreground">{t('i18nDemo.cards.current.title')}</h2>
            <p className="mt-1 text-muted-foreground">
              {t('i18nDemo.cards.current.text', { language })}
            </p>
          </li>
          <li className={card}>
            <h2 className="font-semibold text-foreground">{t('i18nDemo.cards.supported.title')}</h2>
            <p className="mt-1 text-3xl font-bold text-link">{supportedLocales.length}</p>
            <p className="mt-1 text-muted-foreground">{t('i18nDemo.cards.supported.text')}</p>
          </li>
          <li className={card}>
            <h2 className="font-semibold text-foreground">{t('i18nDemo.cards.detection.title')}</h2>
            <p className="mt-1 text-muted-foreground">{t('i18nDemo.cards.detection.text')}</p>
          </li>
        </ul>

        <section aria-labelledby="samples-table-title">
          <h2 id="samples-table-title" className="text-2xl font-bold text-foreground">
            {t('i18nDemo.table.title')}
          </h2>
          {/* Wider than a phone: it scrolls in its own frame, which the keyboard can reach (axe). */}
          <div
            role="region"
            aria-labelledby="samples-table-title"
            tabIndex={0}
            className="mt-4 overflow-x-auto"
          >
            <table className="w-full min-w-[28rem] border-collapse text-left text-sm">
              <caption className="sr-only">{t('i18nDemo.table.caption')}</caption>
              <thead>
                <tr className="border-b border-input">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {t('i18nDemo.table.key')}
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    {t('i18nDemo.table.value')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} className="border-b border-border">
                    <td className="py-2 pr-4 font-mono text-muted-foreground">
                      <span className="sr-only">{row.group}: </span>
                      {row.key}
                    </td>
                    <td className="py-2 text-foreground">{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby="selector-title" className={card}>
          <h2 id="selector-title" className="text-xl font-bold text-foreground">
            {t('i18nDemo.selector.title')}
          </h2>
          <div className="mt-3">
            <LanguageSelector
              variant="compact"
              current={locale}
              onSelect={(code) => void changeLanguage(code)}
            />
          </div>
          <p className="mt-3 text-sm text-muted-foreground">{t('i18nDemo.selector.note')}</p>
        </section>

        <section aria-labelledby="samples-title">
          <h2 id="samples-title" className="text-2xl font-bold text-foreground">
            {t('i18nDemo.samples.title')}
          </h2>
          {/* Three columns only from lg: at 768 px the call to action's button did not fit. */}
          <ul className="mt-4 grid gap-4 lg:grid-cols-3">
            <li className={card}>
              <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                {t('i18nDemo.samples.hero.label')}
              </p>
              <h3 className="mt-2 text-lg font-bold text-foreground">
                {t('i18nDemo.samples.hero.title')}
              </h3>
              <p className="mt-1 text-muted-foreground">{t('i18nDemo.samples.hero.text')}</p>
            </li>
            <li className={card}>
              <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                {t('i18nDemo.samples.stats.label')}
              </p>
              <p className="mt-2 text-3xl font-bold text-link">
                {t('i18nDemo.samples.stats.value')}
              </p>
              <p className="mt-1 text-muted-foreground">{t('i18nDemo.samples.stats.text')}</p>
            </li>
            <li className={card}>
              <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                {t('i18nDemo.samples.cta.label')}
              </p>
              <h3 className="mt-2 text-lg font-bold text-foreground">
                {t('i18nDemo.samples.cta.title')}
              </h3>
              <Link
                to={localize('/demonstracao')}
                className={buttonVariants({
                  size: 'md',
                  className: 'mt-3 h-auto min-h-10 py-2 text-center whitespace-normal',
                })}
              >
                {t('i18nDemo.samples.cta.button')}
              </Link>
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
