import * as ToastPrimitive from '@radix-ui/react-toast';
import { useEffect, type ReactNode } from 'react';
import { dismissToast, showCarriedToasts, toastDuration, useToasts } from '#client/lib/toast.ts';

/** Radix toasts as spec 01 §9 sets them: swipe right past 50 px to dismiss, F8 focuses them. */
export function Toaster({
  closeLabel,
  viewportLabel,
}: {
  closeLabel: string;
  viewportLabel: string;
}) {
  const toasts = useToasts();
  useEffect(showCarriedToasts, []);
  return (
    <ToastPrimitive.Provider
      duration={toastDuration}
      swipeDirection="right"
      swipeThreshold={50}
      label={viewportLabel}
    >
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-lg border p-4 pr-8 shadow-lg ' +
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] ' +
            (t.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-gray-200 bg-white text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-50')
          }
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {t.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={closeLabel}
            className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100 focus:opacity-100 focus:outline-none focus-visible:ring-2"
          >
            <CloseIcon />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        data-testid="toasts"
        className="fixed right-0 top-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}

export function CloseIcon(): ReactNode {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}
