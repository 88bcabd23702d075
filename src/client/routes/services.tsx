import { useLocalizedPath } from '#client/app/locale.tsx';
import { ServicesOverview } from '#client/features/services/services-overview.tsx';

export default function Services() {
  const localize = useLocalizedPath();
  return <ServicesOverview localize={localize} />;
}
