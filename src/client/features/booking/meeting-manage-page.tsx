import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, CalendarX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatSaoPauloDateTime } from '#shared/format/locale-format.ts';
import { organization } from '#shared/organization.ts';
import type { SlotsAnswer } from '#shared/schemas/booking.ts';
import type { ManagedMeeting, MeetingLinkRefusal } from '#shared/schemas/meeting-manage.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
import { InlineSpinner } from '#client/components/ui/spinner.tsx';
import { ApiError } from '#client/lib/api.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { useLocale, useLocalizedPath } from '#client/lib/locale.tsx';
import {
  meetingLinkQueryOptions,
  useCancelMeeting,
  useRescheduleMeeting,
} from './meeting-manage.queries.ts';
import { MeetingLinksAgain } from './meeting-links-again.tsx';
import { SlotPicker, useVisitorTimeZone } from './slot-picker.tsx';

/** The 400 of a link that no longer opens its meeting: its reason and where to book anew. */
function refusalOf(error: unknown): MeetingLinkRefusal | undefined {
  const body = error instanceof ApiError ? (error.body as Partial<MeetingLinkRefusal>) : undefined;
  return body?.reason && body.bookPath && body.message ? (body as MeetingLinkRefusal) : undefined;
}

/**
 * The page of a meeting's reschedule and cancel links (issue 25 §5, decision 0109): public,
 * noindex, no account needed; the link's token is the authority. It shows the meeting on the
 * visitor's clock and São Paulo's, then what the link is for: another time (the shared
 * SlotPicker with the consultant's free times) or a cancellation with a confirmation step. A dead
 * link (tampered, expired, changed, cancelled) says why and offers to book anew.
 */
export function MeetingManagePage() {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const localize = useLocalizedPath();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const browserZone = useVisitorTimeZone();
  const link = useQuery({ ...meetingLinkQueryOptions(token), enabled: token !== '' });
  // After a change the link is dead: the page shows the change's answer from then on.
  const [changed, setChanged] = useState<{
    kind: 'moved' | 'cancelled';
    meeting: ManagedMeeting;
  }>();
  const [confirming, setConfirming] = useState(false);
  const [chosen, setChosen] = useState<string>();
  const [freshSlots, setFreshSlots] = useState<SlotsAnswer['slots']>();
  const cancel = useCancelMeeting({
    onSuccess: (answer) => setChanged({ kind: 'cancelled', meeting: answer.meeting }),
  });
  const reschedule = useRescheduleMeeting({
    onSuccess: (answer) => setChanged({ kind: 'moved', meeting: answer.meeting }),
    onError: (error) => {
      // 409: the time went meanwhile; the answer carries fresh times to choose from.
      if (error instanceof ApiError && error.status === 409) {
        const slots = (error.body as { slots?: SlotsAnswer['slots'] } | undefined)?.slots;
        if (slots) setFreshSlots(slots);
        setChosen(undefined);
      }
    },
  });

  const bookAnew = (path?: string) => (
    <Button asChild variant="secondary">
      <Link to={path ?? localize('/demonstracao')}>{t('booking.manage.bookAnew')}</Link>
    </Button>
  );

  const meeting = changed?.meeting ?? link.data?.meeting;
  const zone = browserZone ?? meeting?.visitorTimeZone;
  const dead = token === '' ? undefined : refusalOf(link.error);

  let content;
  if (token === '' || dead || link.isError) {
    content = (
      <div className="mt-6 grid gap-4">
        <Alert variant="error">
          {token === ''
            ? t('booking.manage.errors.invalid')
            : (dead?.message ?? errorMessage(link.error, t('booking.manage.errors.generic')))}
        </Alert>
        <div>{bookAnew(dead?.bookPath)}</div>
        <MeetingLinksAgain />
      </div>
    );
  } else if (link.isPending || !meeting || zone === undefined) {
    content = (
      <p role="status" className="mt-6 flex items-center gap-2 text-muted-foreground">
        <InlineSpinner />
        {t('booking.manage.loading')}
      </p>
    );
  } else {
    const start = new Date(meeting.start);
    const here = new Intl.DateTimeFormat(locale, {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: zone,
    }).format(start);
    const purpose = link.data?.purpose;
    content = (
      <div className="mt-6 grid gap-6">
        <dl className="grid gap-3 rounded-lg border border-border bg-surface p-4 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="font-semibold text-foreground">
            {t('booking.manage.yourTime', { zone: zone.replaceAll('_', ' ') })}
          </dt>
          <dd className="text-foreground first-letter:uppercase" data-testid="meeting-time">
            {here}
          </dd>
          <dt className="font-semibold text-foreground">{t('booking.manage.saoPauloTime')}</dt>
          <dd className="text-foreground">{formatSaoPauloDateTime(start, locale, 'long')}</dd>
          {meeting.consultantName && (
            <>
              <dt className="font-semibold text-foreground">{t('booking.manage.consultant')}</dt>
              <dd className="text-foreground">{meeting.consultantName}</dd>
            </>
          )}
          {meeting.status === 'booked' && (
            <>
              <dt className="font-semibold text-foreground">{t('booking.manage.video')}</dt>
              <dd className="min-w-0 break-all">
                <a className="text-link underline underline-offset-4" href={meeting.videoUrl}>
                  {meeting.videoUrl}
                </a>
              </dd>
            </>
          )}
        </dl>

        {changed?.kind === 'cancelled' && (
          <div role="status" className="grid gap-3">
            <h2 className="flex items-center gap-2 text-h3 text-foreground">
              <CalendarX aria-hidden="true" className="size-5 shrink-0" />
              {t('booking.manage.cancelled.title')}
            </h2>
            <p className="text-foreground">{t('booking.manage.cancelled.body')}</p>
            <div>{bookAnew()}</div>
          </div>
        )}

        {changed?.kind === 'moved' && (
          <div role="status" className="grid gap-2">
            <h2 className="flex items-center gap-2 text-h3 text-foreground">
              <CalendarCheck aria-hidden="true" className="size-5 shrink-0" />
              {t('booking.manage.moved.title')}
            </h2>
            <p className="text-foreground">{t('booking.manage.moved.body')}</p>
          </div>
        )}

        {!changed && purpose === 'cancel' && (
          <section aria-labelledby="cancel-heading" className="grid gap-3">
            <h2 id="cancel-heading" className="text-h3 text-foreground">
              {t('booking.manage.cancel.heading')}
            </h2>
            <p className="text-muted-foreground">{t('booking.manage.cancel.intro')}</p>
            {cancel.isError && (
              <Alert variant="error">
                {errorMessage(cancel.error, t('booking.manage.errors.generic'))}
              </Alert>
            )}
            {confirming ? (
              <Alert variant="warning" role="alertdialog" aria-labelledby="confirm-cancel">
                <p id="confirm-cancel" className="font-semibold">
                  {t('booking.manage.cancel.confirm')}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    variant="destructive"
                    loading={cancel.isPending}
                    onClick={() => cancel.mutate(token)}
                  >
                    {t('booking.manage.cancel.confirmButton')}
                  </Button>
                  <Button variant="secondary" onClick={() => setConfirming(false)}>
                    {t('booking.manage.cancel.keep')}
                  </Button>
                </div>
              </Alert>
            ) : (
              <div>
                <Button variant="destructive" onClick={() => setConfirming(true)}>
                  {t('booking.manage.cancel.button')}
                </Button>
              </div>
            )}
            <p className="text-sm text-muted-foreground">
              {t('booking.manage.otherAction.cancel')}
            </p>
          </section>
        )}

        {!changed && purpose === 'reschedule' && (
          <section aria-labelledby="reschedule-heading" className="grid min-w-0 gap-4">
            <h2 id="reschedule-heading" className="text-h3 text-foreground">
              {t('booking.manage.reschedule.heading')}
            </h2>
            <p className="text-muted-foreground">{t('booking.manage.reschedule.intro')}</p>
            {reschedule.isError && (
              <Alert variant="error">
                {errorMessage(reschedule.error, t('booking.manage.errors.generic'))}
              </Alert>
            )}
            <SlotPicker
              language={locale}
              zone={zone}
              value={chosen}
              onChange={setChosen}
              slots={freshSlots ?? link.data?.slots ?? []}
            />
            <div>
              <Button
                disabled={!chosen}
                loading={reschedule.isPending}
                onClick={() => chosen && reschedule.mutate({ token, slotStart: chosen })}
              >
                {t('booking.manage.reschedule.button')}
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">
              {t('booking.manage.otherAction.reschedule')}
            </p>
          </section>
        )}
      </div>
    );
  }

  return (
    <div className="bg-muted px-gutter py-12 sm:py-20">
      <Card padding="lg" className="mx-auto w-full max-w-2xl">
        <title>{`${t('booking.manage.title')} | ${organization.name}`}</title>
        <Heading size="h2" as="h1">
          {t('booking.manage.title')}
        </Heading>
        {content}
      </Card>
    </div>
  );
}
