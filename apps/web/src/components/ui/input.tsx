import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** The look of every text box: 48 px high (a comfortable tap on a phone), the brand's focus ring. */
export const inputBaseClassName =
  'block h-12 w-full rounded-xl border border-gray-300 bg-white px-4 text-base text-gray-900 placeholder:text-gray-400 ' +
  'transition-colors focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none';

/** The same with a red border while the control is marked aria-invalid (Field marks it when it shows an error). */
export const inputClassName = `${inputBaseClassName} aria-[invalid=true]:border-red-600`;

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClassName, className)} {...props} />;
}
