import { TermsPage } from '#client/features/legal/terms-page.tsx';

/** /terms-of-use (spec 02 §2). Title and meta tags are added centrally (page metadata). */
export default function Page() {
  return <TermsPage />;
}
