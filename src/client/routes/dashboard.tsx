import { DashboardNextStep } from '#client/app/dashboard-next-step.tsx';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { DashboardHome } from '#client/features/dashboard/dashboard-home.tsx';

export default function Dashboard() {
  const { user } = useAuth();
  // app/require-auth.tsx renders this route only for a signed-in user.
  if (!user) return null;
  return (
    <DashboardHome
      userId={user.id}
      fullName={user.fullName}
      nextStep={<DashboardNextStep userId={user.id} />}
    />
  );
}
