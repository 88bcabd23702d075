import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneHref, printedPhone } from '#shared/firm/firm-fact-defaults.ts';
import { useFirmFacts } from '#client/lib/firm-facts.tsx';
import { useLocalizedPath } from '#client/lib/locale.tsx';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
import { Container } from '#client/components/ui/section.tsx';
import { LeadForm } from './lead-form.tsx';

/** The page's lead form, as the page would show it alone (spec 01 §4). */
export const demonstrationForm = <LeadForm source="demonstracao" labelledBy="demonstracao-title" />;

/**
 * /demonstracao (spec 02 §2): phone and e-mail contact cards from configuration, and the form.
 * The route may put the form inside a booking (issue 25 §2): `form` replaces it then.
 */
export function DemonstrationPage({ form = demonstrationForm }: { form?: ReactNode }) {
  const { t } = useTranslation('home');
  const { t: tn } = useTranslation('navigation');
  const facts = useFirmFacts();
  const localize = useLocalizedPath();
  return (
    <>
      <PageHeader
        title={t('demo.title')}
        titleId="demonstracao-title"
        trail={[
          { label: tn('home'), href: localize('/') },
          { label: t('demo.title'), current: true },
        ]}
      >
        <p className="mt-3 max-w-3xl text-lead text-muted-foreground">{t('demo.subtitle')}</p>
      </PageHeader>
      <Container id="demonstracao" className="grid gap-10 py-10 lg:grid-cols-3">
        <div className="lg:col-span-2">{form}</div>
        <aside aria-labelledby="contact-title" className="flex flex-col gap-4">
          <Heading id="contact-title" size="h3" as="h2">
            {t('demo.contactTitle')}
          </Heading>
          <Card padding="sm" className="flex items-start gap-4">
            <Phone aria-hidden="true" className={iconClass} />
            <div>
              <h3 className="font-semibold text-foreground">{t('demo.phone')}</h3>
              <a
                href={phoneHref(facts.phone)}
                className="text-link underline-offset-4 hover:underline"
              >
                {printedPhone(facts.phone)}
              </a>
              <p className="text-sm text-muted-foreground">{t('demo.phoneHint')}</p>
            </div>
          </Card>
          <Card padding="sm" className="flex items-start gap-4">
            <Mail aria-hidden="true" className={iconClass} />
            <div>
              <h3 className="font-semibold text-foreground">{t('demo.email')}</h3>
              <a
                href={`mailto:${facts.email}`}
                className="text-link underline-offset-4 hover:underline"
              >
                {facts.email}
              </a>
              <p className="text-sm text-muted-foreground">{t('demo.emailHint')}</p>
            </div>
          </Card>
        </aside>
      </Container>
    </>
  );
}

const iconClass = 'size-6 shrink-0 text-link';
