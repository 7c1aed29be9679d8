import type { ChangeEvent, ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { dropControlCharacters } from '../../lib/control-characters';

export const fieldClasses =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-70 aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus-visible:ring-red-500/30 sm:text-sm';

/** A text box; control characters are dropped as they arrive (see dropControlCharacters). */
export function Input({ className, type = 'text', onChange, ...props }: ComponentProps<'input'>) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    dropControlCharacters(event.currentTarget);
    onChange?.(event);
  };
  return <input type={type} className={cn(fieldClasses, 'h-10', className)} onChange={change} {...props} />;
}

export function Textarea({ className, onChange, ...props }: ComponentProps<'textarea'>) {
  const change = (event: ChangeEvent<HTMLTextAreaElement>) => {
    dropControlCharacters(event.currentTarget);
    onChange?.(event);
  };
  return <textarea className={cn(fieldClasses, 'min-h-20 py-2', className)} onChange={change} {...props} />;
}

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClasses, 'h-10 pe-8', className)} {...props} />;
}
