import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';
import { DialogCloseButton, DialogOverlay } from './dialog.tsx';

export interface SheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** Read by screen readers after the title (not shown). */
  description?: string;
  closeLabel: string;
  /** The button that opens it; focus goes back there when it closes. */
  trigger?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A panel sliding in from the right edge over the page (the phone menu, issue 14 §4). A Radix
 * Dialog: focus is trapped inside, Escape / ✕ / backdrop close it, focus returns to the trigger.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  trigger,
  className,
  children,
}: SheetProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          className={cn(
            'fixed inset-y-0 right-0 z-50 flex h-dvh w-[min(22rem,88vw)] flex-col border-l border-border bg-surface text-surface-foreground shadow-overlay focus:outline-none data-[state=open]:animate-sheet-in',
            className,
          )}
        >
          <div className="flex h-16 shrink-0 items-center border-b border-border px-5">
            {/* A long title (a lead's name without spaces) wraps to two lines at most and stays
                clear of the close button, instead of widening the sheet on a phone. */}
            <DialogPrimitive.Title className="line-clamp-2 min-w-0 pr-10 text-base font-semibold [overflow-wrap:anywhere]">
              {title}
            </DialogPrimitive.Title>
          </div>
          <DialogPrimitive.Description className="sr-only">
            {description ?? title}
          </DialogPrimitive.Description>
          <div className="flex-1 overflow-y-auto overscroll-contain px-3 py-4">{children}</div>
          <DialogCloseButton label={closeLabel} className="top-3.5 right-3" />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
