import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContentCalendar as Calendar } from '#shared/content/content-answers.ts';
import { formatCalendarDate } from '#shared/format/locale-format.ts';
import { SAO_PAULO_TIME_ZONE, saoPauloIsoDate } from '#shared/time/sao-paulo.ts';
import {
  addCalendarDays,
  daysInMonth,
  toIsoCalendarDate,
  weekdayOf,
} from '#shared/tools/calendar-date.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/cn.ts';
import { contentCalendarQueryOptions } from './content.queries.ts';
import { entryLink } from './translation-board.tsx';

type Item = Calendar['items'][number];

/** The items by São Paulo day ('YYYY-MM-DD'), each day's the soonest first (the API's order). */
function byDay(items: Item[]): Map<string, Item[]> {
  const days = new Map<string, Item[]>();
  for (const item of items) {
    const day = saoPauloIsoDate(new Date(item.at));
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return days;
}

/** A month's days, Monday first, padded with the neighbouring months' days to whole weeks. */
function monthWeeks(year: number, month: number): { iso: string; inMonth: boolean }[][] {
  const first = { year, month, day: 1 };
  const start = addCalendarDays(first, -((weekdayOf(first) + 6) % 7));
  const cells = Math.ceil((((weekdayOf(first) + 6) % 7) + daysInMonth(year, month)) / 7) * 7;
  const weeks: { iso: string; inMonth: boolean }[][] = [];
  for (let i = 0; i < cells; i++) {
    const date = addCalendarDays(start, i);
    if (i % 7 === 0) weeks.push([]);
    weeks.at(-1)?.push({ iso: toIsoCalendarDate(date), inMonth: date.month === month });
  }
  return weeks;
}

/**
 * The desk's publishing calendar (issue 23 §5, decision 0132): every scheduled publish and
 * unpublish on its São Paulo day, each linking to its translation's form. A month grid from the
 * `md` width, an agenda list of the days with something scheduled below it (a seven-column grid
 * does not fit a phone). Times are São Paulo's, as the schedule's fields.
 */
export function ContentCalendar() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const calendar = useQuery(contentCalendarQueryOptions());
  const [month, setMonth] = useState(currentMonth);
  const locale = i18n.language;
  if (calendar.isError) {
    return (
      <Alert variant="error" role="alert">
        {t('content.calendar.loadError')}
      </Alert>
    );
  }
  if (!calendar.data) return <Skeleton className="h-96 w-full" />;
  const items = calendar.data.items;
  if (items.length === 0) {
    return (
      <Card>
        <p>{t('content.calendar.empty')}</p>
      </Card>
    );
  }
  const days = byDay(items);
  const move = (by: number) =>
    setMonth(({ year, month: m }) => {
      const index = year * 12 + (m - 1) + by;
      return { year: Math.floor(index / 12), month: (index % 12) + 1 };
    });
  const monthName = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(month.year, month.month - 1, 1)));
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    // 2024-01-01 was a Monday.
    new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 1 + i)),
    ),
  );

  return (
    <div className="flex flex-col gap-4">
      {/* Phone: the days with something scheduled, as an agenda. */}
      <ol className="flex flex-col gap-4 md:hidden" data-testid="calendar-agenda">
        {[...days].map(([day, dayItems]) => (
          <li key={day}>
            <section aria-labelledby={`agenda-${day}`} className="flex flex-col gap-2">
              <h2 id={`agenda-${day}`} className="text-base font-semibold">
                {formatCalendarDate(day, locale, 'long')}
              </h2>
              <DayItems items={dayItems} />
            </section>
          </li>
        ))}
      </ol>

      {/* From md: the month grid. */}
      <div className="hidden flex-col gap-3 md:flex" data-testid="calendar-month">
        <div className="flex items-center justify-between gap-2">
          {/* "novembro de 2026": the first letter up, not every word's ("De"). */}
          <h2 className="text-lg font-semibold first-letter:uppercase" aria-live="polite">
            {monthName}
          </h2>
          <div className="flex gap-1">
            <Button
              size="icon"
              variant="secondary"
              aria-label={t('content.calendar.previous')}
              onClick={() => move(-1)}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setMonth(currentMonth())}>
              {t('content.calendar.today')}
            </Button>
            <Button
              size="icon"
              variant="secondary"
              aria-label={t('content.calendar.next')}
              onClick={() => move(1)}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </div>
        <table className="w-full table-fixed border-collapse">
          <caption className="sr-only">{`${t('content.calendar.title')}: ${monthName}`}</caption>
          <thead>
            <tr>
              {weekdays.map((name) => (
                <th
                  key={name}
                  scope="col"
                  className="p-1 text-left text-xs font-medium text-muted-foreground"
                >
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month.year, month.month).map((week) => (
              <tr key={week[0]?.iso}>
                {week.map(({ iso, inMonth }) => {
                  const dayItems = days.get(iso) ?? [];
                  return (
                    <td
                      key={iso}
                      className={cn(
                        'h-24 border border-border p-1 align-top',
                        !inMonth && 'bg-muted text-muted-foreground',
                      )}
                    >
                      <span className="text-xs" aria-hidden="true">
                        {Number(iso.slice(8))}
                      </span>
                      <span className="sr-only">{formatCalendarDate(iso, locale, 'long')}</span>
                      {dayItems.length > 0 && <DayItems items={dayItems} compact />}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** This month in São Paulo, where the calendar opens and where "today" brings it back. */
function currentMonth(): { year: number; month: number } {
  const today = saoPauloIsoDate(new Date());
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
}

/**
 * One day's items, the same list in the phone's agenda (each on a card) and in the month grid's
 * cell (compact, no card: a seventh of the width).
 */
function DayItems({ items, compact = false }: { items: Item[]; compact?: boolean }) {
  return (
    <ul className={cn('flex flex-col', compact ? 'mt-1 gap-1' : 'gap-2')}>
      {items.map((item) => (
        <li key={`${item.entryId}:${item.locale}:${item.action}`}>
          {compact ? (
            <CalendarItem item={item} compact />
          ) : (
            <Card padding="sm">
              <CalendarItem item={item} />
            </Card>
          )}
        </li>
      ))}
    </ul>
  );
}

function CalendarItem({ item, compact = false }: { item: Item; compact?: boolean }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const time = new Intl.DateTimeFormat(i18n.language, {
    timeStyle: 'short',
    timeZone: SAO_PAULO_TIME_ZONE,
  }).format(new Date(item.at));
  const action = t(`content.calendar.${item.action}`);
  return (
    <Link
      to={entryLink(item.collection, item.entryId, item.locale)}
      className={cn(
        'flex flex-col gap-0.5 rounded-sm underline-offset-2 hover:underline',
        compact ? 'text-xs' : 'text-sm',
      )}
    >
      <span className="flex flex-wrap items-center gap-1">
        <Badge variant={item.action === 'publish' ? 'brand' : 'neutral'}>{action}</Badge>
        <span>{time}</span>
        {/* The code fits a grid's cell; a screen reader hears the language's name. */}
        <span className="text-muted-foreground" aria-hidden="true">
          {item.locale}
        </span>
        <span className="sr-only">{t(`common:languages.${item.locale}.name`)}</span>
      </span>
      <span className={cn('font-medium', compact && 'line-clamp-2')}>{item.title}</span>
    </Link>
  );
}
