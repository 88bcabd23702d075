import { AgendaDesk } from '#client/features/meetings-desk/agenda-desk.tsx';

/** /admin/agenda (issue 25 §6): administrators only (app/require-admin.tsx; requireAdmin). */
export default function AdminAgenda() {
  return <AgendaDesk />;
}
