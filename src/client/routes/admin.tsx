import { AdminPanel } from '#client/features/admin/admin-panel.tsx';

/** /admin (spec 01 §2): admins only — app/require-admin.tsx guards it, the server enforces it. */
export default function Admin() {
  return <AdminPanel />;
}
