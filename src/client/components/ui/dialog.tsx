import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

/** The dimmed backdrop of Dialog and Sheet. */
export function DialogOverlay({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-testid="dialog-overlay"
      className={cn('fixed inset-0 z-50 bg-scrim/60 data-[state=open]:animate-fade-in', className)}
      {...props}
    />
  );
}

/** The ✕ in a corner of Dialog and Sheet; Radix returns focus to the opener after it. */
export function DialogCloseButton({ label, className }: { label: string; className?: string }) {
  return (
    <DialogPrimitive.Close
      aria-label={label}
      className={cn(
        'absolute top-3 right-3 inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
        className,
      )}
    >
      <X aria-hidden="true" className="size-5" />
    </DialogPrimitive.Close>
  );
}

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  closeLabel: string;
  /** The button that opens it; focus goes back there when it closes. */
  trigger?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog (Radix): focus moves in and is trapped, Escape, the ✕ and a click on the backdrop
 * close it, focus returns to what opened it.
 */
export function Dialog({
  title,
  description,
  closeLabel,
  className,
  children,
  ...frame
}: DialogProps) {
  return (
    <ModalFrame
      {...frame}
      className={cn(
        'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-surface p-6 text-surface-foreground shadow-overlay focus:outline-none data-[state=open]:animate-pop-in',
        className,
      )}
    >
      <DialogPrimitive.Title className="pr-8 text-h3">{title}</DialogPrimitive.Title>
      {description ? (
        <DialogPrimitive.Description className="mt-1.5 text-sm text-muted-foreground">
          {description}
        </DialogPrimitive.Description>
      ) : (
        <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
      )}
      <div className="mt-5">{children}</div>
      <DialogCloseButton label={closeLabel} />
    </ModalFrame>
  );
}

/**
 * What Dialog and Sheet share (Radix Dialog): the optional trigger, the portal, the dimmed
 * backdrop and the content box, whose shape and placement each of them gives in `className`.
 */
export function ModalFrame({
  open,
  onOpenChange,
  trigger,
  className,
  children,
}: Pick<DialogProps, 'open' | 'onOpenChange' | 'trigger' | 'children'> & { className: string }) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content className={className}>{children}</DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** The row of buttons that ends a dialog: stacked on a phone, right-aligned from `sm`. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}
