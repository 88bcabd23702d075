import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { TemplatesTool } from '#client/features/dashboard/templates/templates-tool.tsx';

export default function Page() {
  const { user } = useAuth();
  // app/require-auth.tsx renders this route only for a signed-in user.
  if (!user) return null;
  return <TemplatesTool key={user.id} userId={user.id} />;
}
