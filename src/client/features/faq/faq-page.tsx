import { useCallback, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '#client/lib/locale.tsx';
import type { BreadcrumbItem } from '#client/components/layout/breadcrumbs.tsx';
import { CallToAction, callToActionButton } from '#client/components/brand/call-to-action.tsx';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
import { Container } from '#client/components/ui/section.tsx';
import { cn } from '#client/lib/cn.ts';
import { FaqAccordion } from './faq-accordion.tsx';
import { QuickAnswerIconSvg } from './faq-icons.tsx';
import {
  faqFilters,
  faqReducer,
  initialFaqState,
  quickAnswerIcon,
  visibleItems,
} from './faq-state.ts';

/**
 * The FAQ page (spec 02 §2): breadcrumb, hero, quick answers, filterable questions, call to
 * action. Every text comes from the `faq` namespace; the same `items` feed the FAQPage structured
 * data, so they are plain text (no markup, no placeholders).
 */
export function FaqPage() {
  const { t } = useTranslation('faq');
  const { t: tNav } = useTranslation('navigation');
  const localize = useLocalizedPath();
  const [state, dispatch] = useReducer(faqReducer, initialFaqState);
  const onOpenChange = useCallback(
    (position: number, open: boolean) => dispatch({ type: 'set', position, open }),
    [],
  );

  const items = t('items', { returnObjects: true });
  const quickAnswers = t('quickAnswers', { returnObjects: true });
  const shown = visibleItems(items, state.filter);
  const trail: BreadcrumbItem[] = [
    { label: tNav('home'), href: localize('/') },
    { label: t('breadcrumb'), current: true },
  ];

  return (
    <>
      {/* No documentTitle: titles and meta tags come from the central page metadata. */}
      <PageHeader title={t('title')} trail={trail}>
        <Badge className="mt-4 text-sm">{t('hero.badge')}</Badge>
        <p className="mt-4 max-w-3xl text-lead text-muted-foreground">{t('hero.subtitle')}</p>
      </PageHeader>

      <Container className="pt-12">
        <section aria-labelledby="faq-quick-title">
          <Heading id="faq-quick-title">{t('quick.title')}</Heading>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {quickAnswers.map((quick) => (
              <li key={quick.question} className={cn(cardVariants(), 'flex flex-col')}>
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary-subtle text-primary-subtle-foreground">
                  <QuickAnswerIconSvg icon={quickAnswerIcon(quick.category)} />
                </span>
                <h3 className="mt-4 text-base font-semibold text-foreground">{quick.question}</h3>
                <p className="mt-1 text-xl font-bold text-link">{quick.answer}</p>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                  {quick.details}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="faq-list-title" className="py-16">
          <Heading id="faq-list-title">{t('list.title')}</Heading>
          <div
            role="group"
            aria-label={t('list.filterLabel')}
            className="mt-6 flex flex-wrap gap-2"
          >
            {faqFilters.map((filter) => {
              const selected = state.filter === filter;
              return (
                <Button
                  key={filter}
                  type="button"
                  size="sm"
                  variant={selected ? 'primary' : 'secondary'}
                  aria-pressed={selected}
                  onClick={() => dispatch({ type: 'filter', filter })}
                  className="rounded-full px-4"
                >
                  {t(`categories.${filter}`)}
                </Button>
              );
            })}
          </div>
          <p aria-live="polite" className="mt-4 text-sm text-muted-foreground">
            {t('list.showing', { count: items.length, shown: shown.length })}
          </p>
          <div className="mt-4 max-w-4xl">
            <FaqAccordion items={shown} open={state.open} onOpenChange={onOpenChange} />
          </div>
        </section>
      </Container>

      <CallToAction
        id="faq-cta-title"
        title={t('cta.title')}
        description={t('cta.text')}
        align="center"
        className="pb-section"
      >
        <Button asChild size="lg" className={callToActionButton.primary}>
          <Link to={localize('/demonstracao')}>{t('cta.button')}</Link>
        </Button>
      </CallToAction>
    </>
  );
}
