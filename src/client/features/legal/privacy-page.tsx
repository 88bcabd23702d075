import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PagePath } from '#shared/routes.ts';
import { useFirmFacts } from '#client/lib/firm-facts.tsx';
import { useLocalizedPath } from '#client/lib/locale.tsx';
import { BulletList, LabeledList, Paragraphs, proseLink, SubHeading } from './legal-blocks.tsx';
import { LegalDocument, type LegalSection } from './legal-document.tsx';

/** The data subject's rights of LGPD art. 18 (and art. 20), in the law's order. */
const rights = [
  'confirmation',
  'access',
  'correction',
  'deletion',
  'portability',
  'sharing',
  'consent',
  'objection',
  'automated',
] as const;

/**
 * Self-service for most rights (issue 7): the account page lives in the signed-in area, which has
 * no language prefix and follows the visitor's saved language, so the link is not localized.
 */
const accountPath: PagePath = '/dashboard/account';
const anpdUrl = 'https://www.gov.br/anpd/pt-br';

/**
 * Privacy policy (spec 02 §2 "Legal pages"; issue 7 item 6): what this site really stores, why,
 * for how long, and how each right is exercised. The encarregado (DPO) and the company come from
 * the firm's stored facts (issue 23 §3).
 */
export function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const localize = useLocalizedPath();
  const firm = useFirmFacts();
  const facts = { legalName: firm.legalName, dpoEmail: firm.dataProtectionEmail };
  const linkToDpo = <a href={`mailto:${firm.dataProtectionEmail}`} className={proseLink} />;

  const sections: LegalSection[] = [
    {
      id: 'introduction',
      title: t('sections.introduction.title'),
      content: (
        <>
          <Paragraphs
            texts={t('sections.introduction.paragraphs', { returnObjects: true, ...facts })}
          />
          <p>
            <Trans
              t={t}
              i18nKey="sections.introduction.termsLink"
              components={{ terms: <Link to={localize('/terms-of-use')} className={proseLink} /> }}
            />
          </p>
        </>
      ),
    },
    {
      id: 'data-collection',
      title: t('sections.dataCollection.title'),
      content: (
        <>
          <p>{t('sections.dataCollection.intro')}</p>
          <SubHeading>{t('sections.dataCollection.personalTitle')}</SubHeading>
          <LabeledList items={t('sections.dataCollection.personal', { returnObjects: true })} />
          <SubHeading>{t('sections.dataCollection.technicalTitle')}</SubHeading>
          <LabeledList items={t('sections.dataCollection.technical', { returnObjects: true })} />
          <SubHeading>{t('sections.dataCollection.cookiesTitle')}</SubHeading>
          <LabeledList items={t('sections.dataCollection.cookies', { returnObjects: true })} />
        </>
      ),
    },
    {
      id: 'data-usage',
      title: t('sections.dataUsage.title'),
      content: (
        <>
          <p>{t('sections.dataUsage.intro')}</p>
          <LabeledList items={t('sections.dataUsage.purposes', { returnObjects: true })} />
          <Paragraphs texts={t('sections.dataUsage.paragraphs', { returnObjects: true })} />
        </>
      ),
    },
    {
      id: 'data-sharing',
      title: t('sections.dataSharing.title'),
      content: (
        <>
          <p>{t('sections.dataSharing.intro')}</p>
          <LabeledList items={t('sections.dataSharing.recipients', { returnObjects: true })} />
          <Paragraphs texts={t('sections.dataSharing.paragraphs', { returnObjects: true })} />
        </>
      ),
    },
    {
      id: 'data-security',
      title: t('sections.dataSecurity.title'),
      content: (
        <>
          <p>{t('sections.dataSecurity.intro')}</p>
          <BulletList items={t('sections.dataSecurity.measures', { returnObjects: true })} />
          <Paragraphs texts={t('sections.dataSecurity.paragraphs', { returnObjects: true })} />
        </>
      ),
    },
    {
      id: 'retention',
      title: t('sections.retention.title'),
      content: (
        <>
          <LabeledList items={t('sections.retention.periods', { returnObjects: true })} />
          <Paragraphs texts={t('sections.retention.paragraphs', { returnObjects: true })} />
        </>
      ),
    },
    {
      id: 'lgpd-rights',
      title: t('sections.rights.title'),
      content: (
        <>
          <p>{t('sections.rights.intro')}</p>
          <ul className="grid gap-4">
            {rights.map((right) => (
              <li key={right} className="rounded-xl border border-border p-5">
                <h3 className="text-lg font-semibold text-foreground">
                  {t(`sections.rights.items.${right}.title`)}
                </h3>
                <p className="mt-1">{t(`sections.rights.items.${right}.description`)}</p>
                <p className="mt-3 rounded-lg bg-primary-subtle px-4 py-3 text-foreground">
                  <strong className="font-semibold text-foreground">
                    {t('sections.rights.howLabel')}
                  </strong>{' '}
                  <Trans
                    t={t}
                    i18nKey={`sections.rights.items.${right}.how`}
                    values={{ dpoEmail: firm.dataProtectionEmail }}
                    components={{
                      account: <Link to={accountPath} className={proseLink} />,
                      dpo: linkToDpo,
                    }}
                  />
                </p>
              </li>
            ))}
          </ul>
          <p>
            <Trans
              t={t}
              i18nKey="sections.rights.anpd"
              components={{ anpd: <a href={anpdUrl} className={proseLink} /> }}
            />
          </p>
        </>
      ),
    },
  ];

  return (
    <LegalDocument
      namespace="privacy"
      sections={sections}
      contactParagraphs={
        <Paragraphs texts={t('sections.contact.paragraphs', { returnObjects: true })} />
      }
    />
  );
}
