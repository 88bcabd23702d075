import { HomePage } from '#client/features/marketing/home-page.tsx';

export default function Home() {
  return <HomePage />;
}
