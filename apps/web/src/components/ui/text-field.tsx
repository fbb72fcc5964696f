import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field.tsx';
import { Input } from './input.tsx';
import { PasswordInput } from './password-input.tsx';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** A fixed id for the input; by default the Field makes one. */
  id?: string;
}

/** A labelled input with its error and hint wired for screen readers; type="password" gets the show/hide toggle. */
export function TextField({ label, error, hint, id, type = 'text', className, ...props }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (type === 'password' ? <PasswordInput {...control} {...props} /> : <Input {...control} type={type} {...props} />)}
    </Field>
  );
}
