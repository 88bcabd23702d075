import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttentionMeeting, ConsultantEntry } from '#shared/schemas/consultants.ts';
import { formatSaoPauloDateTime } from '#shared/format/locale-format.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { controlClasses } from '#client/components/ui/input.tsx';
import { cn } from '#client/lib/cn.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import { useReassignMeeting } from './meetings-desk.queries.ts';

/**
 * Booked meetings that no longer fit their consultant (issue 25 §6): why, when (São Paulo time),
 * with whom, and a choice of another active consultant to move each one to. The server decides
 * who is free then (400 / 409 with the reason, shown as it comes).
 */
export function MeetingList({
  meetings,
  consultants,
  onMoved,
}: {
  meetings: readonly AttentionMeeting[];
  consultants: readonly ConsultantEntry[];
  onMoved?(id: string): void;
}) {
  return (
    <ul className="flex flex-col gap-3" data-testid="meeting-list">
      {meetings.map((meeting) => (
        <MeetingItem
          key={meeting.id}
          meeting={meeting}
          consultants={consultants}
          onMoved={onMoved}
        />
      ))}
    </ul>
  );
}

function MeetingItem({
  meeting,
  consultants,
  onMoved,
}: {
  meeting: AttentionMeeting;
  consultants: readonly ConsultantEntry[];
  onMoved?(id: string): void;
}) {
  const { t, i18n } = useTranslation('admin');
  const [target, setTarget] = useState('');
  const reassign = useReassignMeeting();
  const others = consultants.filter((c) => c.consultant?.active && c.id !== meeting.consultantId);
  const selectId = `reassign-${meeting.id}`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border p-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex flex-col gap-1 text-sm">
        <Badge variant="warning">{t(`consultants.reasons.${meeting.reason}`)}</Badge>
        <p className="font-semibold">
          {formatSaoPauloDateTime(new Date(meeting.start), i18n.language, 'short')}
          {' · '}
          {meeting.leadName}
          {meeting.leadCompany ? ` (${meeting.leadCompany})` : ''}
        </p>
        <p className="text-muted-foreground">
          {t('agenda.withConsultant', { name: meeting.consultantName ?? '—' })}
        </p>
      </div>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (!target) return;
          const name = consultants.find((c) => c.id === target)?.name ?? '';
          reassign.mutate(
            { id: meeting.id, consultantId: target },
            {
              onSuccess: () => {
                toast({ title: t('consultants.reassign.done', { name }) });
                onMoved?.(meeting.id);
              },
              onError: (error) =>
                toast({
                  title: errorMessage(error, t('agenda.errors.notEligible')),
                  variant: 'destructive',
                }),
            },
          );
        }}
      >
        <label htmlFor={selectId} className="flex flex-col gap-1 text-xs text-muted-foreground">
          {t('consultants.reassign.label')}
          <select
            id={selectId}
            className={cn(controlClasses, 'h-10 w-56')}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
          >
            <option value="">{t('consultants.reassign.choose')}</option>
            {others.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary" disabled={!target || reassign.isPending}>
          {t('consultants.reassign.submit')}
        </Button>
      </form>
    </li>
  );
}
