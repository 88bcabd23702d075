import { DesignPage } from '#client/features/design/design-page.tsx';

export default function DesignRoute() {
  return <DesignPage />;
}
