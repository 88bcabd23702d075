import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cn } from '#client/lib/cn.ts';
import { DialogCloseButton, ModalFrame, type DialogProps } from './dialog.tsx';

/** A Dialog's props; a sheet reads its `description` to screen readers only (not shown). */
export type SheetProps = DialogProps;

/**
 * A panel sliding in from the right edge over the page (the phone menu, issue 14 §4). A Radix
 * Dialog: focus is trapped inside, Escape / ✕ / backdrop close it, focus returns to the trigger.
 */
export function Sheet({
  title,
  description,
  closeLabel,
  className,
  children,
  ...frame
}: SheetProps) {
  return (
    <ModalFrame
      {...frame}
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
    </ModalFrame>
  );
}
