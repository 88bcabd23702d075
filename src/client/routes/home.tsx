import { HomeContact } from '#client/app/home-contact.tsx';
import { HomePage } from '#client/features/marketing/home-page.tsx';

export default function Home() {
  return <HomePage contactForm={<HomeContact />} />;
}
