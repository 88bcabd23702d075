import { ResultNextStep } from '#client/app/result-next-step.tsx';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { AssessmentTool } from '#client/features/dashboard/assessment/assessment-tool.tsx';

export default function Page() {
  const { user } = useAuth();
  // app/require-auth.tsx renders this route only for a signed-in user.
  if (!user) return null;
  return (
    <AssessmentTool
      key={user.id}
      userId={user.id}
      fullName={user.fullName}
      nextStep={(result) => <ResultNextStep user={user} result={result} />}
    />
  );
}
