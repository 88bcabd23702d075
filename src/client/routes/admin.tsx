import { AdminPanel } from '#client/features/admin/admin-panel.tsx';
import { useAuth } from '#client/features/auth/auth-provider.tsx';

/**
 * /admin (spec 01 §2): admins only — app/require-admin.tsx guards it, the server enforces it.
 * The signed-in admin is who the desk's `a` key assigns a lead to (decision 0083).
 */
export default function Admin() {
  const { user } = useAuth();
  return <AdminPanel meId={user?.id} />;
}
