import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, CalendarClock, type LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  canonicalToolResult,
  toolResultSchema,
  type ToolResultInput,
} from '#shared/schemas/tool-result.ts';
import { Button } from '#client/components/ui/button.tsx';
import { CardDescription, CardTitle, cardVariants } from '#client/components/ui/card.tsx';
import { BookingPanel } from '#client/features/booking/booking-panel.tsx';
import { ownMeetingQueryOptions } from '#client/features/booking/booking.queries.ts';
import { ownMeetingPath, ownMeetingTime } from '#client/features/booking/own-meeting.ts';
import { useVisitorTimeZone } from '#client/features/booking/slot-picker.tsx';
import {
  sentResultQueryOptions,
  useRememberResultSent,
} from '#client/features/dashboard/consultant/consultant.queries.ts';
import { SendToConsultant } from '#client/features/dashboard/consultant/send-to-consultant.tsx';
import { cn } from '#client/lib/cn.ts';
import { useLocale, useLocalizedPath } from '#client/lib/locale.tsx';

/**
 * The one next step at the end of a tool result (issue 26 §3; issue 25 §2, decision 0107): book a
 * call about this result, the result carried on the lead as "send to a consultant" carries it.
 * Sending without a time is its quieter alternative, a link that opens that form; once the
 * result was sent (or booked) that alternative says so instead of offering it again. A person
 * whose meeting is already booked (from here, the demonstration page or another browser; decision
 * 0177) is not offered another: the result names that meeting, with its manage page, and offers
 * to send the result to the consultant before it. Nothing is drawn until the server said which.
 */
export function ResultNextStep({
  user,
  result,
}: {
  user: { id: string; fullName: string; email: string };
  result: ToolResultInput;
}) {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const headingId = useId();
  const [sendInstead, setSendInstead] = useState(false);
  // Booked here: the panel keeps its confirmation, whatever the person's meeting reads next.
  const [bookedHere, setBookedHere] = useState(false);
  const own = useQuery(ownMeetingQueryOptions(user.id));
  const zone = useVisitorTimeZone();
  const localize = useLocalizedPath();
  const parsed = toolResultSchema.safeParse(result);
  const canonical = parsed.success ? canonicalToolResult(parsed.data) : '';
  const sent = useQuery({ ...sentResultQueryOptions(user.id, canonical), enabled: parsed.success });
  const rememberSent = useRememberResultSent(user.id);

  // A result the schema refuses cannot be carried: the consultant card says why.
  if (!parsed.success || sendInstead) return <SendToConsultant userId={user.id} result={result} />;
  const meeting = bookedHere ? undefined : own.data?.meeting;
  if (own.isPending && !bookedHere) return null;
  if (meeting) {
    const when = ownMeetingTime(meeting, locale, zone);
    return (
      <div className="grid gap-6">
        <StepCard
          headingId={headingId}
          testId="result-meeting"
          icon={CalendarCheck}
          heading={t('booking.tool.booked.heading')}
          intro={
            meeting.consultantName
              ? t('booking.tool.booked.intro', { when, consultant: meeting.consultantName })
              : t('booking.tool.booked.introWithoutConsultant', { when })
          }
        >
          <Button asChild variant="secondary" className="justify-self-start">
            <Link to={ownMeetingPath(localize('/reuniao'), meeting.rescheduleToken)}>
              {t('booking.tool.booked.manage')}
            </Link>
          </Button>
        </StepCard>
        <SendToConsultant userId={user.id} result={result} />
      </div>
    );
  }

  return (
    <StepCard
      headingId={headingId}
      testId="result-next-step"
      icon={CalendarClock}
      heading={t('booking.tool.heading')}
      intro={t('booking.tool.intro')}
    >
      <BookingPanel
        language={locale}
        source={`tool_${result.tool}`}
        bare
        contact={{ name: user.fullName, email: user.email }}
        toolResult={result}
        onBooked={(answer) => {
          setBookedHere(true);
          if (answer.id)
            rememberSent(canonical, { id: answer.id, createdAt: new Date().toISOString() });
        }}
        alternative={
          sent.data ? (
            <SendToConsultant userId={user.id} result={result} />
          ) : (
            <Button
              type="button"
              variant="link"
              className="justify-self-start"
              onClick={() => setSendInstead(true)}
            >
              {t('booking.tool.sendWithoutTime')}
            </Button>
          )
        }
      />
    </StepCard>
  );
}

/** The result's closing card: an icon, its heading and a line, then what it offers. */
function StepCard({
  headingId,
  testId,
  icon: Icon,
  heading,
  intro,
  children,
}: {
  headingId: string;
  testId: string;
  icon: LucideIcon;
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className={cn(cardVariants({ padding: 'lg' }), 'grid gap-4 border-primary/30')}
    >
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-link" />
        <div>
          <CardTitle as="h2" id={headingId}>
            {heading}
          </CardTitle>
          <CardDescription className="mt-1 text-base">{intro}</CardDescription>
        </div>
      </div>
      {children}
    </section>
  );
}
