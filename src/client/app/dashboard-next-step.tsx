import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ownMeetingQueryOptions } from '#client/features/booking/booking.queries.ts';
import { ownMeetingPath, ownMeetingTime } from '#client/features/booking/own-meeting.ts';
import { useVisitorTimeZone } from '#client/features/booking/slot-picker.tsx';
import { DemoCallToAction } from '#client/features/dashboard/demo-cta.tsx';
import { useLocale, useLocalizedPath } from '#client/lib/locale.tsx';

/**
 * The dashboard's closing step (spec 02 §2: a call to action to /demonstracao), unless the person
 * already booked a meeting: then that meeting, with its manage page (issue 26 §3: nothing offers
 * what was already done; decision 0177). Nothing is drawn until the server answered, so a client
 * who booked never sees the offer flash first; it is the page's last block, so nothing below moves
 * when it appears. If the server cannot answer, the spec's call to action stands.
 */
export function DashboardNextStep({ userId }: { userId: string }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const { locale } = useLocale();
  const localize = useLocalizedPath();
  const zone = useVisitorTimeZone();
  const own = useQuery(ownMeetingQueryOptions(userId));

  if (own.isPending) return null;
  const meeting = own.data?.meeting;
  if (!meeting) {
    return (
      <DemoCallToAction title={t('cta.title')} text={t('cta.text')} action={t('cta.action')} />
    );
  }
  const when = ownMeetingTime(meeting, locale, zone);
  const manage = (token: string) => ownMeetingPath(localize('/reuniao'), token);
  const text = meeting.consultantName
    ? t('cta.booked.text', { when, consultant: meeting.consultantName })
    : t('cta.booked.textWithoutConsultant', { when });
  return (
    <DemoCallToAction
      title={t('cta.booked.title')}
      text={text}
      action={t('cta.booked.action')}
      to={manage(meeting.rescheduleToken)}
      aside={{ label: t('common:booking.manage.cancel.button'), to: manage(meeting.cancelToken) }}
    />
  );
}
