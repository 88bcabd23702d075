import { useTranslation } from 'react-i18next';
import { organization } from '#shared/organization.ts';
import { useLocalizedPath } from '#client/lib/locale.tsx';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { LeadForm } from './lead-form.tsx';

const contactCard =
  'flex items-start gap-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-700 dark:bg-gray-900';

/** /demonstracao (spec 02 §2): phone and e-mail contact cards from configuration, and the form. */
export function DemonstrationPage() {
  const { t } = useTranslation('home');
  const { t: tn } = useTranslation('navigation');
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
        <p className="mt-3 max-w-3xl text-lg text-gray-700 dark:text-gray-300">
          {t('demo.subtitle')}
        </p>
      </PageHeader>
      <div id="demonstracao" className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <LeadForm source="demonstracao" labelledBy="demonstracao-title" />
        </div>
        <aside aria-labelledby="contact-title" className="flex flex-col gap-4">
          <h2 id="contact-title" className="text-lg font-semibold text-gray-900 dark:text-white">
            {t('demo.contactTitle')}
          </h2>
          <div className={contactCard}>
            <PhoneIcon />
            <div>
              <h3 className="font-semibold text-gray-900 dark:text-white">{t('demo.phone')}</h3>
              <a
                href={organization.phoneHref}
                className="text-brand-600 underline-offset-2 hover:underline dark:text-brand-50"
              >
                {organization.phone}
              </a>
              <p className="text-sm text-gray-700 dark:text-gray-300">{t('demo.phoneHint')}</p>
            </div>
          </div>
          <div className={contactCard}>
            <MailIcon />
            <div>
              <h3 className="font-semibold text-gray-900 dark:text-white">{t('demo.email')}</h3>
              <a
                href={`mailto:${organization.email}`}
                className="text-brand-600 underline-offset-2 hover:underline dark:text-brand-50"
              >
                {organization.email}
              </a>
              <p className="text-sm text-gray-700 dark:text-gray-300">{t('demo.emailHint')}</p>
            </div>
          </div>
        </aside>
      </div>
    </>
  );
}

const iconClass = 'size-6 shrink-0 text-brand-600 dark:text-brand-50';

function PhoneIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={iconClass}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={iconClass}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m22 7-10 6L2 7" />
    </svg>
  );
}
