import { DemonstrationPage } from '#client/features/marketing/demonstration-page.tsx';

export default function Page() {
  return <DemonstrationPage />;
}
