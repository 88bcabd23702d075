import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFirmFacts } from '#client/lib/firm-facts.tsx';
import { useLocalizedPath } from '#client/lib/locale.tsx';
import { BulletList, formatAddress, Paragraphs, proseLink, SubHeading } from './legal-blocks.tsx';
import { LegalDocument, type LegalSection } from './legal-document.tsx';

/** Terms of use (spec 02 §2 "Legal pages"), sections in the spec's order. */
export function TermsPage() {
  const { t } = useTranslation('terms');
  const localize = useLocalizedPath();
  // Company facts are interpolated, never copied into the locale files.
  const firm = useFirmFacts();
  const facts = { legalName: firm.legalName, address: formatAddress(firm) };
  const paragraphs = (section: Exclude<keyof typeof sectionKeys, 'definitions' | 'serviceUse'>) =>
    t(`sections.${section}.paragraphs`, { returnObjects: true, ...facts });

  const sections: LegalSection[] = [
    {
      id: sectionKeys.introduction,
      title: t('sections.introduction.title'),
      content: <Paragraphs texts={paragraphs('introduction')} />,
    },
    {
      id: sectionKeys.definitions,
      title: t('sections.definitions.title'),
      content: (
        <>
          <p>{t('sections.definitions.intro')}</p>
          <dl className="space-y-3">
            {t('sections.definitions.terms', { returnObjects: true }).map((entry) => (
              <div key={entry.term}>
                <dt className="inline font-semibold text-foreground">{entry.term}:</dt>{' '}
                <dd className="inline">{entry.definition}</dd>
              </div>
            ))}
          </dl>
        </>
      ),
    },
    {
      id: sectionKeys.serviceUse,
      title: t('sections.serviceUse.title'),
      content: (
        <>
          <p>{t('sections.serviceUse.intro')}</p>
          <SubHeading>{t('sections.serviceUse.permittedTitle')}</SubHeading>
          <BulletList items={t('sections.serviceUse.permitted', { returnObjects: true })} />
          <SubHeading>{t('sections.serviceUse.prohibitedTitle')}</SubHeading>
          <BulletList items={t('sections.serviceUse.prohibited', { returnObjects: true })} />
        </>
      ),
    },
    {
      id: sectionKeys.accounts,
      title: t('sections.accounts.title'),
      content: <Paragraphs texts={paragraphs('accounts')} />,
    },
    {
      id: sectionKeys.intellectualProperty,
      title: t('sections.intellectualProperty.title'),
      content: <Paragraphs texts={paragraphs('intellectualProperty')} />,
    },
    {
      id: sectionKeys.dataProcessing,
      title: t('sections.dataProcessing.title'),
      content: (
        <>
          <Paragraphs texts={paragraphs('dataProcessing')} />
          <p>
            <Trans
              t={t}
              i18nKey="sections.dataProcessing.privacyLink"
              components={{
                privacy: <Link to={localize('/privacy-policy')} className={proseLink} />,
              }}
            />
          </p>
        </>
      ),
    },
    {
      id: sectionKeys.availability,
      title: t('sections.availability.title'),
      content: <Paragraphs texts={paragraphs('availability')} />,
    },
    {
      id: sectionKeys.limitations,
      title: t('sections.limitations.title'),
      content: <Paragraphs texts={paragraphs('limitations')} />,
    },
    {
      id: sectionKeys.termination,
      title: t('sections.termination.title'),
      content: <Paragraphs texts={paragraphs('termination')} />,
    },
    {
      id: sectionKeys.changes,
      title: t('sections.changes.title'),
      content: <Paragraphs texts={paragraphs('changes')} />,
    },
    {
      id: sectionKeys.governingLaw,
      title: t('sections.governingLaw.title'),
      content: <Paragraphs texts={paragraphs('governingLaw')} />,
    },
  ];

  return (
    <LegalDocument
      namespace="terms"
      sections={sections}
      contactParagraphs={<Paragraphs texts={paragraphs('contact')} />}
    />
  );
}

/** Locale-file section → page anchor (the same in every language). */
const sectionKeys = {
  introduction: 'introduction',
  definitions: 'definitions',
  serviceUse: 'service-use',
  accounts: 'accounts',
  intellectualProperty: 'intellectual-property',
  dataProcessing: 'data-processing',
  availability: 'service-availability',
  limitations: 'limitations',
  termination: 'termination',
  changes: 'changes',
  governingLaw: 'governing-law',
  contact: 'contact',
} as const;
