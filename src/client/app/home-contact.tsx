import { CalendarClock } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { CenteredSpinner } from '#client/components/ui/spinner.tsx';
import { LeadForm, type SentLead } from '#client/features/marketing/lead-form.tsx';
import { useLocale } from '#client/lib/locale.tsx';

/**
 * Loaded when the offer is taken: the home page's app at idle has its own budget (decision
 * 0084), and most visitors never book from here.
 */
const BookingPanel = lazy(async () => ({
  default: (await import('#client/features/booking/booking-panel.tsx')).BookingPanel,
}));

/**
 * The home page's contact form, then the offer to choose a time now (issue 25 §2, decision
 * 0107). The form behaves as spec 01 §9 says (confirmation, then empty again); the offer stays
 * beside it until taken or dismissed. Taken, the booking carries the lead's id and address, and
 * the server joins the meeting to that lead: no second lead unless the visitor changes address.
 */
export function HomeContact() {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const [sent, setSent] = useState<SentLead>();
  const [booking, setBooking] = useState(false);
  const form = <LeadForm source="home" labelledBy="demonstracao-title" onSent={setSent} />;

  if (sent && booking) {
    return (
      <Suspense fallback={<CenteredSpinner label={t('booking.picker.loading')} />}>
        <BookingPanel
          language={locale}
          source="home_after_contact"
          follows={sent}
          alternative={
            <Button
              type="button"
              variant="link"
              className="justify-self-start"
              onClick={() => {
                setBooking(false);
                setSent(undefined);
              }}
            >
              {t('booking.afterContact.notNow')}
            </Button>
          }
        />
      </Suspense>
    );
  }
  return (
    <div className="grid content-start gap-4">
      {sent && (
        <Alert variant="info" role="status" className="flex flex-wrap items-center gap-3">
          <CalendarClock aria-hidden="true" className="size-5 shrink-0" />
          <span className="flex-1">{t('booking.afterContact.offer')}</span>
          <Button type="button" size="sm" onClick={() => setBooking(true)}>
            {t('booking.afterContact.choose')}
          </Button>
        </Alert>
      )}
      {form}
    </div>
  );
}
