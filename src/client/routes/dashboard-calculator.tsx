import { ResultNextStep } from '#client/app/result-next-step.tsx';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { CalculatorTool } from '#client/features/dashboard/calculator/calculator-tool.tsx';

export default function Page() {
  const { user } = useAuth();
  // app/require-auth.tsx renders this route only for a signed-in user.
  if (!user) return null;
  return (
    <CalculatorTool
      key={user.id}
      userId={user.id}
      fullName={user.fullName}
      nextStep={(result) => <ResultNextStep user={user} result={result} />}
    />
  );
}
