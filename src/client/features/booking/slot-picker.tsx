import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '#shared/format/locale-format.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { ServiceSlug } from '#shared/routes.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ChoiceCard } from '#client/components/ui/choice-card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { slotsQueryOptions } from './booking.queries.ts';
import { browserTimeZone, slotDays } from './slot-days.ts';

/** Days shown at once: three fit a phone without a long scroll (a day holds up to ~18 slots). */
export const DAYS_PER_PAGE = 3;

/**
 * The visitor's time zone, read in the browser after hydration (issue 25 §2): public pages are
 * prerendered, and the build machine's zone is nobody's. Undefined until then.
 */
export function useVisitorTimeZone(): string | undefined {
  // The server snapshot (prerender and hydration) is "unknown"; React re-renders with the
  // browser's zone right after hydrating. The zone never changes in a page's life: no subscription.
  return useSyncExternalStore(noSubscription, browserTimeZone, () => undefined);
}

const noSubscription = () => () => {};

/**
 * A reusable slot picker (issue 25 §2, decision 0107): the free slots for a language (and a
 * service when known) as one radio group of native inputs (arrow keys move between times, across
 * days), grouped by the visitor's day, the visitor's time with São Paulo's beside it when the
 * clocks differ. Loading, empty (no consultant or no free slot: it says so, and the page keeps its
 * plain form) and failure with a retry are its own; later days page with the API's `from`.
 */
export function SlotPicker({
  language,
  service,
  zone,
  value,
  onChange,
  name,
  slots: given,
}: {
  language: Locale;
  service?: ServiceSlug;
  /** The visitor's IANA zone (`useVisitorTimeZone`); the picker waits while it is unknown. */
  zone: string | undefined;
  /** The chosen slot's start (UTC instant), if any. */
  value: string | undefined;
  onChange: (start: string) => void;
  /** The radio group's name; one is made up when absent. */
  name?: string;
  /**
   * The slots to offer when the page already has them (the manage page: one consultant's free
   * times, from the meeting's link, issue 25 §5); paged the same way, without asking the server.
   */
  slots?: readonly { start: string }[];
}) {
  const { t } = useTranslation('common');
  const ownName = useId();
  const legendId = useId();
  // The `from` of each page seen so far: "earlier days" walks back without asking the server.
  const [pages, setPages] = useState<string[]>([]);
  const from = pages.at(-1);
  const query = useQuery({
    ...slotsQueryOptions({ language, service, from }),
    enabled: zone !== undefined && given === undefined,
  });
  const slots = given
    ? {
        isPending: false,
        isError: false,
        refetch: query.refetch,
        data: { slots: given.filter((slot) => from === undefined || slot.start >= from) },
      }
    : query;

  const legend = (
    <legend id={legendId} className="mb-1 text-base font-semibold text-foreground">
      {t('booking.picker.legend')}
    </legend>
  );

  if (zone === undefined || slots.isPending) {
    return (
      <fieldset aria-busy="true" className="grid gap-3">
        {legend}
        <p role="status" className="text-sm text-muted-foreground">
          {t('booking.picker.loading')}
        </p>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-11" />
          ))}
        </div>
      </fieldset>
    );
  }

  if (slots.isError) {
    return (
      <fieldset className="grid gap-3">
        {legend}
        <Alert variant="error">{t('booking.picker.failure')}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void slots.refetch()}>
            {t('booking.picker.retry')}
          </Button>
        </div>
      </fieldset>
    );
  }

  const days = slotDays(slots.data.slots, zone);
  if (days.length === 0) {
    return (
      <fieldset className="grid gap-3">
        {legend}
        <Alert variant="info" role="status">
          {t('booking.picker.empty')}
        </Alert>
      </fieldset>
    );
  }

  const shown = days.slice(0, DAYS_PER_PAGE);
  const next = days[DAYS_PER_PAGE]?.slots[0]?.start;
  const differs = shown.some((day) => day.slots.some((slot) => slot.saoPaulo));

  return (
    <fieldset className="@container grid min-w-0 gap-4">
      {legend}
      <p className="text-sm text-muted-foreground">
        {t('booking.picker.zone', { zone: zone.replaceAll('_', ' ') })}
        {differs && ` ${t('booking.picker.zoneSaoPaulo')}`}
      </p>
      {shown.map((day) => {
        const dayId = `${legendId}-${day.date}`;
        return (
          <div key={day.date} role="group" aria-labelledby={dayId} className="grid gap-2">
            <h3 id={dayId} className="text-sm font-semibold text-foreground first-letter:uppercase">
              {formatCalendarDate(day.date, language, 'long')}
            </h3>
            {/* Columns by the picker's own width: it sits in a page column, a half-width section
                or a tool's card. */}
            <div className="grid grid-cols-2 gap-2 @md:grid-cols-3 @2xl:grid-cols-4">
              {day.slots.map((slot) => (
                <ChoiceCard
                  key={slot.start}
                  type="radio"
                  name={name ?? ownName}
                  value={slot.start}
                  checked={value === slot.start}
                  onChange={() => onChange(slot.start)}
                  className="items-center gap-2 p-2.5"
                  data-slot-start={slot.start}
                >
                  <span className="flex flex-col leading-tight">
                    <span className="font-semibold tabular-nums">{slot.time}</span>
                    {slot.saoPaulo && (
                      <span className="text-xs text-muted-foreground tabular-nums">
                        {t('booking.picker.saoPaulo', {
                          time: slot.saoPaulo.date
                            ? `${formatCalendarDate(slot.saoPaulo.date, language, 'short')} ${slot.saoPaulo.time}`
                            : slot.saoPaulo.time,
                        })}
                      </span>
                    )}
                  </span>
                </ChoiceCard>
              ))}
            </div>
          </div>
        );
      })}
      {(pages.length > 0 || next) && (
        <div className="flex flex-wrap justify-between gap-2">
          <Button
            variant="ghost"
            size="sm"
            disabled={pages.length === 0}
            onClick={() => setPages((seen) => seen.slice(0, -1))}
          >
            <ChevronLeft aria-hidden="true" />
            {t('booking.picker.earlier')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={!next}
            onClick={() => next && setPages((seen) => [...seen, next])}
          >
            {t('booking.picker.later')}
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      )}
    </fieldset>
  );
}
