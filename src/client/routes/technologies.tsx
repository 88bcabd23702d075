import { TechnologiesOverview } from '#client/features/technologies/technologies-overview.tsx';

export default function Technologies() {
  return <TechnologiesOverview />;
}
