import { TechnologiesOverview } from '../features/technologies/technologies-overview.tsx';

export default function Technologies() {
  return <TechnologiesOverview />;
}
