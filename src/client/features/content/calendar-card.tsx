import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { contentCalendarQueryOptions } from './content.queries.ts';

/** The publishing calendar on the desk's home (issue 23 §5, decision 0132): how much is scheduled. */
export function CalendarCard() {
  const { t } = useTranslation('admin');
  const calendar = useQuery(contentCalendarQueryOptions());
  const count = calendar.data?.items.length;
  return (
    <Card className="flex h-full flex-col gap-3">
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-md bg-muted text-foreground">
          <CalendarClock aria-hidden="true" className="size-5" />
        </span>
        <Heading size="h3" as="h2">
          {t('content.calendar.title')}
        </Heading>
      </div>
      <p className="text-muted-foreground">{t('content.calendar.cardIntro')}</p>
      <div aria-live="polite">
        {calendar.isError ? (
          t('content.calendar.loadError')
        ) : count === undefined ? (
          <Skeleton className="h-5 w-48" />
        ) : (
          t('content.calendar.scheduled', { count })
        )}
      </div>
      <Button asChild variant="secondary" className="mt-auto self-start">
        <Link
          to="/admin/content/calendar"
          aria-label={`${t('content.open')}: ${t('content.calendar.title')}`}
        >
          {t('content.open')}
        </Link>
      </Button>
    </Card>
  );
}
