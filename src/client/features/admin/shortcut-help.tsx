import { Keyboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { deskShortcuts } from './desk-keys.ts';

/**
 * The desk's keyboard shortcuts (issue 26 §4, decision 0083): a visible button and `?` open the
 * same list, so nobody has to guess that the keys exist.
 */
export function ShortcutHelp({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('shortcuts.title')}
      description={t('shortcuts.description')}
      closeLabel={t('detail.close')}
      trigger={
        <Button variant="ghost" size="sm" className="h-8">
          <Keyboard aria-hidden="true" />
          {t('shortcuts.button')}
        </Button>
      }
    >
      <dl className="grid gap-2 text-sm" data-testid="shortcut-list">
        {deskShortcuts.map(({ keys, action }) => (
          <div key={action} className="flex items-center justify-between gap-4">
            <dt className="flex gap-1">
              {keys.map((key) => (
                <kbd
                  key={key}
                  className="min-w-7 rounded border border-border bg-muted px-1.5 py-0.5 text-center font-mono text-xs text-foreground"
                >
                  {key}
                </kbd>
              ))}
            </dt>
            <dd className="text-right text-muted-foreground">{t(`shortcuts.${action}`)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-muted-foreground">{t('shortcuts.note')}</p>
    </Dialog>
  );
}
