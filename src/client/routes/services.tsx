import { useLocalizedPath } from '#client/lib/locale.tsx';
import { ServicesOverview } from '#client/features/services/services-overview.tsx';

export default function Services() {
  const localize = useLocalizedPath();
  return <ServicesOverview localize={localize} />;
}
