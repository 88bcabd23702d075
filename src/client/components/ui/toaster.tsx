import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useEffect } from 'react';
import { cn } from '#client/lib/cn.ts';
import { dismissToast, showCarriedToasts, toastDuration, useToasts } from '#client/lib/toast.ts';

/**
 * Radix toasts as spec 01 §9 sets them: swipe right past 50 px to dismiss, F8 focuses them. They
 * appear below the sticky header (64 px), never over its user controls (issue 14), and the empty
 * viewport lets clicks through.
 *
 * Radix has two labels with English defaults: the provider's `label` prefixes what a screen reader
 * announces for each toast ("Notification"), the viewport's names the region ("Notifications
 * ({hotkey})"). Both come from the locale files (issue 26 §5: the region was English everywhere).
 */
export function Toaster({
  closeLabel,
  announceLabel,
  viewportLabel,
}: {
  closeLabel: string;
  /** One toast, as a screen reader announces it: "Notificação". */
  announceLabel: string;
  /** The region holding the toasts; `{hotkey}` is replaced by the focus key (F8). */
  viewportLabel: string;
}) {
  const toasts = useToasts();
  useEffect(showCarriedToasts, []);
  return (
    <ToastPrimitive.Provider
      duration={toastDuration}
      swipeDirection="right"
      swipeThreshold={50}
      label={announceLabel}
    >
      {toasts.map((t) => {
        const destructive = t.variant === 'destructive';
        const Icon = destructive ? CircleAlert : CircleCheck;
        return (
          <ToastPrimitive.Root
            key={t.id}
            open={t.open}
            data-variant={t.variant ?? 'default'}
            onOpenChange={(open) => {
              if (!open) dismissToast(t.id);
            }}
            className={cn(
              'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-11 shadow-overlay data-[state=open]:animate-pop-in',
              'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
              destructive
                ? 'border-destructive bg-destructive text-destructive-foreground'
                : 'border-border bg-surface text-surface-foreground',
            )}
          >
            <Icon
              aria-hidden="true"
              className={cn('mt-px size-5 shrink-0', !destructive && 'text-primary')}
            />
            <div className="grid gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">
                {t.title}
              </ToastPrimitive.Title>
              {t.description && (
                <ToastPrimitive.Description className="text-sm opacity-90">
                  {t.description}
                </ToastPrimitive.Description>
              )}
            </div>
            <ToastPrimitive.Close
              aria-label={closeLabel}
              className="absolute top-2.5 right-2.5 inline-flex size-7 cursor-pointer items-center justify-center rounded-md opacity-70 hover:opacity-100 focus-visible:opacity-100"
            >
              <X aria-hidden="true" className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        label={viewportLabel}
        data-testid="toasts"
        className="pointer-events-none fixed top-16 right-0 z-[100] flex max-h-[calc(100dvh-4rem)] w-full flex-col gap-2 p-4 outline-none sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}
