import { useTranslation } from 'react-i18next';
import { collectionNames } from '#shared/content/collection-names.ts';
import { findPortalPage } from '#client/app/portal-pages.ts';
import { CalendarCard } from '#client/features/content/calendar-card.tsx';
import { CollectionCard } from '#client/features/content/collection-card.tsx';
import { FirmFactsCard } from '#client/features/firm/firm-facts-card.tsx';

/**
 * /admin/content (issue 23 §1, decision 0106): the editorial desk's home, for administrators and
 * editors (app/require-desk.tsx guards it; the server enforces it with requireDesk). One card per
 * part of the desk with what needs doing there: each collection (issue 23 §2), the publishing calendar (§5) and the firm's facts.
 */
export default function AdminContent() {
  const { t } = useTranslation('admin');
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label={t('content.sections')}>
      {collectionNames.map((collection) => (
        <li key={collection}>
          <CollectionCard
            collection={collection}
            icon={findPortalPage(`/admin/content/${collection}`)?.icon}
          />
        </li>
      ))}
      <li>
        <CalendarCard />
      </li>
      <li>
        <FirmFactsCard />
      </li>
    </ul>
  );
}
