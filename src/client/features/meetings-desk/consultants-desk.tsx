import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsultantEntry } from '#shared/schemas/consultants.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import { ConsultantForm } from './consultant-form.tsx';
import { MeetingList } from './meeting-list.tsx';
import { consultantsQueryOptions, useRevokeFeed, useRotateFeed } from './meetings-desk.queries.ts';

/**
 * /admin/consultants (issue 25 §1, §6; decision 0111): every administrator, whether they take
 * meetings and on what terms; the booked meetings that no longer fit their consultant, to move;
 * each consultant's private calendar link.
 */
export function ConsultantsDesk() {
  const { t } = useTranslation('admin');
  const answer = useQuery(consultantsQueryOptions());
  const [editing, setEditing] = useState<string | null>(null);
  if (answer.isError) {
    return (
      <Alert variant="error" role="alert">
        {t('consultants.errors.load')}
      </Alert>
    );
  }
  if (!answer.data) return <Skeleton className="h-96 w-full" />;
  const { consultants, attention } = answer.data;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="attention-heading" className="flex flex-col gap-3">
        <h2 id="attention-heading" className="text-lg font-semibold">
          {t('consultants.attention.heading')}
        </h2>
        {attention.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('consultants.attention.none')}</p>
        ) : (
          <MeetingList meetings={attention} consultants={consultants} />
        )}
      </section>
      <section aria-labelledby="admins-heading" className="flex flex-col gap-3">
        <h2 id="admins-heading" className="text-lg font-semibold">
          {t('consultants.listLabel')}
        </h2>
        <ul className="flex flex-col gap-4">
          {consultants.map((entry) => (
            <li key={entry.id}>
              <Card padding="md" className="flex flex-col gap-4" data-testid="consultant-card">
                <ConsultantHeader
                  entry={entry}
                  editing={editing === entry.id}
                  onEdit={() => setEditing(editing === entry.id ? null : entry.id)}
                />
                {editing === entry.id && (
                  <ConsultantForm
                    entry={entry}
                    consultants={consultants}
                    onClose={() => setEditing(null)}
                  />
                )}
                {entry.consultant && <FeedControls entry={entry} />}
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function ConsultantHeader({
  entry,
  editing,
  onEdit,
}: {
  entry: ConsultantEntry;
  editing: boolean;
  onEdit(): void;
}) {
  const { t } = useTranslation('admin');
  const state = !entry.consultant ? 'none' : entry.consultant.active ? 'active' : 'off';
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="text-base font-semibold">{entry.name}</h3>
        <p className="text-sm break-all text-muted-foreground">{entry.email}</p>
        <Badge variant={state === 'active' ? 'success' : 'neutral'}>
          {t(`consultants.state.${state}`)}
        </Badge>
      </div>
      <Button
        variant={editing ? 'secondary' : 'primary'}
        aria-expanded={editing}
        aria-label={`${t(entry.consultant ? 'consultants.edit' : 'consultants.make')}: ${entry.name}`}
        onClick={onEdit}
      >
        {t(entry.consultant ? 'consultants.edit' : 'consultants.make')}
      </Button>
    </div>
  );
}

/** The private calendar link (decision 0112): shown once when made, since only its hash is kept. */
function FeedControls({ entry }: { entry: ConsultantEntry }) {
  const { t } = useTranslation('admin');
  const [url, setUrl] = useState<string | null>(null);
  const rotate = useRotateFeed();
  const revoke = useRevokeFeed();
  const hasFeed = entry.consultant?.hasFeed ?? false;
  const failed = (error: unknown) =>
    toast({ title: errorMessage(error, t('consultants.errors.load')), variant: 'destructive' });
  return (
    <section
      aria-label={`${t('consultants.feed.heading')}: ${entry.name}`}
      className="flex flex-col gap-2 border-t border-border pt-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="text-sm font-semibold">{t('consultants.feed.heading')}</h4>
        <Badge variant={hasFeed ? 'success' : 'neutral'}>
          {t(hasFeed ? 'consultants.feed.on' : 'consultants.feed.off')}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">{t('consultants.feed.intro')}</p>
      {url && (
        <Alert variant="info" role="status">
          <p>{t('consultants.feed.once')}</p>
          <code className="mt-1 block break-all" data-testid="feed-url">
            {url}
          </code>
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={rotate.isPending}
          onClick={() =>
            rotate.mutate(entry.id, { onSuccess: (answer) => setUrl(answer.url), onError: failed })
          }
        >
          {t(hasFeed ? 'consultants.feed.rotate' : 'consultants.feed.create')}
        </Button>
        {hasFeed && (
          <Button
            variant="ghost"
            size="sm"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(entry.id, {
                onSuccess: () => {
                  setUrl(null);
                  toast({ title: t('consultants.feed.revoked') });
                },
                onError: failed,
              })
            }
          >
            {t('consultants.feed.revoke')}
          </Button>
        )}
      </div>
    </section>
  );
}
