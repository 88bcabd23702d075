import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

/**
 * An option drawn as a card around a native radio or checkbox (issue 24 §5; shadcn/ui's radio
 * group as cards): the input keeps the keyboard behaviour (arrows within a radio group, space to
 * toggle) and works before hydration; the whole card is its label. Colours are the theme's
 * tokens, so the checked card and the focus ring follow light and dark mode (decision 0035).
 */
export function ChoiceCard({
  type,
  className,
  children,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'children'> & {
  type: 'radio' | 'checkbox';
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-lg border border-input bg-surface p-4 text-sm text-foreground transition-colors hover:border-primary has-[:checked]:border-primary has-[:checked]:bg-primary-subtle has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
        className,
      )}
    >
      <input
        type={type}
        className="mt-0.5 size-4 shrink-0 accent-primary focus:outline-none"
        {...props}
      />
      {children}
    </label>
  );
}
