import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardDescription, CardTitle } from '#client/components/ui/card.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
import { Container } from '#client/components/ui/section.tsx';
import { useLocalizedPath } from '#client/lib/locale.tsx';

/** Where a lost visitor most likely wanted to go (issue 14 §3), in the page's language. */
const destinations = [
  { key: 'home', path: '/' },
  { key: 'services', path: '/servicos' },
  { key: 'faq', path: '/faq' },
  { key: 'contact', path: '/demonstracao' },
] as const;

/**
 * Spec 01 §2: '404 Page Not Found' with a hint about adding the page to the router. The spec's
 * title and hint stay (the hint small and secondary: it speaks to whoever builds the site); the
 * visitor gets four ways forward.
 */
export function NotFoundContent() {
  const { t } = useTranslation('common');
  const localize = useLocalizedPath();
  return (
    <section aria-labelledby="not-found-title" className="py-16 md:py-24">
      <Container className="max-w-3xl">
        <title>{t('notFound.title')}</title>
        <Heading id="not-found-title" size="h1">
          {t('notFound.title')}
        </Heading>
        <p className="mt-4 text-lead text-muted-foreground">{t('notFound.lead')}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {destinations.map(({ key, path }) => (
            <li key={key}>
              <Card interactive className="h-full">
                <CardTitle as="p" className="text-link">
                  <Link
                    to={localize(path)}
                    className="after:absolute after:inset-0 focus-visible:outline-none"
                  >
                    {t(`notFound.links.${key}.title`)}
                  </Link>
                </CardTitle>
                <CardDescription className="mt-1">
                  {t(`notFound.links.${key}.description`)}
                </CardDescription>
              </Card>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-xs text-muted-foreground">{t('notFound.hint')}</p>
      </Container>
    </section>
  );
}
