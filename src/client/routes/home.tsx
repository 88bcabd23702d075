import { HomePage } from '../features/marketing/home-page.tsx';

export default function Home() {
  return <HomePage />;
}
