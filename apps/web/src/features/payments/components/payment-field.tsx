import type { ComponentProps } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { inputBaseClassName } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';

interface PaymentFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled input of the payment modal; its hint and error are announced with it (aria-describedby). */
export function PaymentField({ label, hint, error, className, ...input }: PaymentFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} compact className={className}>
      {(control) => <input {...control} className={cn(inputBaseClassName, error && 'border-red-500 focus:border-red-600 focus:ring-red-200')} {...input} />}
    </Field>
  );
}
