import { useTranslation } from 'react-i18next';
import { cn } from '#client/lib/cn.ts';

/**
 * The line that goes wherever technology marks are shown (decision 0089): the names and logos are
 * their owners', used only to identify the technology, with no partnership or endorsement; and
 * the attribution statement TensorFlow's terms ask for when its logo is shown.
 */
export function TrademarkNotice({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <p data-testid="trademark-notice" className={cn('text-xs text-muted-foreground', className)}>
      {t('trademarks')}
    </p>
  );
}
