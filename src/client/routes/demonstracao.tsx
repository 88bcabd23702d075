import { BookingPanel } from '#client/features/booking/booking-panel.tsx';
import {
  DemonstrationPage,
  demonstrationForm,
} from '#client/features/marketing/demonstration-page.tsx';
import { useLocale } from '#client/lib/locale.tsx';

/**
 * The demonstration page with booking (issue 25 §2, decision 0107): the free times above the
 * page's own form, which stays for a visitor who sends without a time (and without JavaScript).
 */
export default function Page() {
  const { locale } = useLocale();
  return (
    <DemonstrationPage
      form={
        <BookingPanel language={locale} source="demonstracao" alternative={demonstrationForm} />
      }
    />
  );
}
