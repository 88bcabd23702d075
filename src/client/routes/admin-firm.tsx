import { FirmFactsDesk } from '#client/features/firm/firm-facts-desk.tsx';

/**
 * /admin/firm (issue 23 §3): the firm's facts, part of the editorial desk: administrators and
 * editors (app/require-desk.tsx guards it, the server enforces it with requireDesk; decision 0106).
 */
export default function AdminFirm() {
  return <FirmFactsDesk />;
}
