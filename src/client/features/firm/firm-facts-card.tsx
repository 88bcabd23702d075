import { useQuery } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { firmFactsQueryOptions } from './firm.queries.ts';

/**
 * The firm's facts on the editorial desk's home (issue 23 §1, decision 0106): what they are, how
 * many are still at their default (the launch checklist, issue 23 §3), and the way to them.
 */
export function FirmFactsCard() {
  const { t } = useTranslation('admin');
  const facts = useQuery(firmFactsQueryOptions());
  const atDefault = facts.data?.atDefault.length;
  return (
    <Card className="flex h-full flex-col gap-3">
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-md bg-muted text-foreground">
          <Building2 aria-hidden="true" className="size-5" />
        </span>
        <Heading size="h3" as="h2">
          {t('firm.title')}
        </Heading>
      </div>
      <p className="text-muted-foreground">{t('content.firmIntro')}</p>
      <div aria-live="polite">
        {facts.isError ? (
          t('firm.loadError')
        ) : atDefault === undefined ? (
          <Skeleton className="h-5 w-48" />
        ) : atDefault === 0 ? (
          t('firm.checklist.done')
        ) : (
          t('content.factsAtDefault', { count: atDefault })
        )}
      </div>
      <Button asChild variant="secondary" className="mt-auto self-start">
        <Link to="/admin/firm">{t('content.openFirm')}</Link>
      </Button>
    </Card>
  );
}
