import { ResultNextStep } from '#client/app/result-next-step.tsx';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { AutomationTool } from '#client/features/dashboard/automation/automation-tool.tsx';

export default function Page() {
  const { user } = useAuth();
  // app/require-auth.tsx renders this route only for a signed-in user.
  if (!user) return null;
  return (
    <AutomationTool
      key={user.id}
      userId={user.id}
      fullName={user.fullName}
      nextStep={(result) => <ResultNextStep user={user} result={result} />}
    />
  );
}
