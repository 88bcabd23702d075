import { useTranslation } from 'react-i18next';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import { useUpdateLead } from './admin.queries.ts';

/**
 * A status or assignee change with the toasts that say what happened: the detail panel's selects
 * and the desk's keyboard triage (decision 0083) change a lead the same way and say it the same way.
 */
export function useUpdateLeadWithToasts() {
  const { t } = useTranslation('admin');
  return useUpdateLead({
    onSuccess: (changed, variables) =>
      toast({
        title: variables.status ? t('toasts.statusChanged') : t('toasts.assigneeChanged'),
        description: variables.status
          ? t('toasts.statusChangedDescription', {
              name: changed.name,
              status: t(`status.${changed.status}`),
            })
          : changed.assignee
            ? t('toasts.assignedTo', { name: changed.assignee.name ?? '' })
            : t('toasts.unassigned'),
      }),
    onError: (error, variables) =>
      toast({
        title: variables.status ? t('toasts.statusError') : t('toasts.assigneeError'),
        description: errorMessage(error, t('toasts.statusErrorDefault')),
        variant: 'destructive',
      }),
  });
}
