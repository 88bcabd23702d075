import { FirmFactsDesk } from '#client/features/firm/firm-facts-desk.tsx';

/**
 * /admin/firm (issue 23 §3): the firm's facts. Admins only — app/require-admin.tsx guards it, the
 * server enforces it (editors join with issue 23 §1).
 */
export default function AdminFirm() {
  return <FirmFactsDesk />;
}
