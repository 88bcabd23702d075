import { PrivacyPage } from '#client/features/legal/privacy-page.tsx';

/** /privacy-policy (spec 02 §2, issue 7). Title and meta tags are added centrally (page metadata). */
export default function Page() {
  return <PrivacyPage />;
}
