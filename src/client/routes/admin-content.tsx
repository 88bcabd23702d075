import { useTranslation } from 'react-i18next';
import { FirmFactsCard } from '#client/features/firm/firm-facts-card.tsx';

/**
 * /admin/content (issue 23 §1, decision 0106): the editorial desk's home, for administrators and
 * editors (app/require-desk.tsx guards it; the server enforces it with requireDesk). One card per
 * part of the desk with what needs doing there; the collections join as they land, and nothing is
 * announced before it exists.
 */
export default function AdminContent() {
  const { t } = useTranslation('admin');
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label={t('content.sections')}>
      <li>
        <FirmFactsCard />
      </li>
    </ul>
  );
}
