import { ConsultantsDesk } from '#client/features/meetings-desk/consultants-desk.tsx';

/**
 * /admin/consultants (issue 25 §1, §6): administrators only — app/require-admin.tsx guards it,
 * the server enforces it with requireAdmin (decision 0106).
 */
export default function AdminConsultants() {
  return <ConsultantsDesk />;
}
