import { DemonstrationPage } from '../features/marketing/demonstration-page.tsx';

export default function Page() {
  return <DemonstrationPage />;
}
