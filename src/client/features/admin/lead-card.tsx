import { Paperclip } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lead } from '#shared/schemas/leads.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { LeadStatusBadge } from './lead-status-badge.tsx';
import { sourceLabel } from './lead-text.ts';
import { formatRelativeTime } from './relative-time.ts';

/**
 * One lead on a phone (spec 01 §2 card; issue 14 §5: "cards remain only on a phone"): name,
 * company if any, time since it arrived, the e-mail as a mailto link and the message — always as
 * text: React escapes it, and line breaks are kept by CSS, never by turning the text into HTML.
 * Its status, where it came from, and a button to the full detail.
 */
export function LeadCard({ lead, now, onOpen }: { lead: Lead; now: number; onOpen(): void }) {
  const { t, i18n } = useTranslation('admin');
  const headingId = useId();
  const received = formatRelativeTime(
    lead.createdAt,
    now,
    i18n.language,
    t('relativeTime.lessThanMinute'),
  );
  const absolute = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(lead.createdAt));

  return (
    <Card role="article" aria-labelledby={headingId} data-testid="lead-card">
      <h3 id={headingId} className="text-lg font-semibold wrap-anywhere text-foreground">
        {lead.name}
      </h3>
      {lead.company && (
        <p className="text-sm wrap-anywhere text-muted-foreground">
          <span className="sr-only">{t('lead.company')}: </span>
          {lead.company}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <LeadStatusBadge status={lead.status} />
        <time dateTime={lead.createdAt} title={absolute} className="text-xs text-muted-foreground">
          {t('lead.received', { time: received })}
        </time>
      </div>

      <p className="mt-3 text-sm">
        <span className="sr-only">{t('lead.email')}: </span>
        <a
          href={`mailto:${lead.email}`}
          className="font-medium break-all text-link underline-offset-2 hover:underline"
        >
          {lead.email}
        </a>
      </p>

      {lead.message ? (
        <p
          data-testid="lead-message"
          className="mt-3 line-clamp-4 rounded-md bg-muted p-3 text-sm wrap-anywhere whitespace-pre-line text-foreground"
        >
          {lead.message}
        </p>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground italic">{t('lead.noMessage')}</p>
      )}

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
        <Badge variant={lead.toolResult ? 'brand' : 'neutral'}>
          {lead.toolResult && <Paperclip aria-hidden="true" />}
          {sourceLabel(t, lead.source ?? 'unknown')}
        </Badge>
        <Button
          variant="secondary"
          size="sm"
          onClick={onOpen}
          aria-label={`${t('lead.details')}: ${lead.name}`}
        >
          {t('lead.details')}
        </Button>
      </div>
    </Card>
  );
}
