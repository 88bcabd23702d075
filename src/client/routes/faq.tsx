import { FaqPage } from '#client/features/faq/faq-page.tsx';

/** /faq (spec 02 §2). Title, description and structured data are added centrally (page metadata). */
export default function Page() {
  return <FaqPage />;
}
