import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';
import { controlClasses } from './input.tsx';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClasses, 'min-h-24 py-2', className)} {...props} />;
}
