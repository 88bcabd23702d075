import { useTranslation } from 'react-i18next';
import type { LeadStatus } from '#shared/schemas/leads.ts';
import { Badge, type BadgeProps } from '#client/components/ui/badge.tsx';

// Text and colour together: the status never depends on colour alone (WCAG 1.4.1).
const tone: Record<LeadStatus, BadgeProps['variant']> = {
  new: 'brand',
  contacted: 'warning',
  closed: 'success',
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge data-testid="lead-status" variant={tone[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}
