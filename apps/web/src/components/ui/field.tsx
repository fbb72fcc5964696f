import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';

export const labelClassName = 'mb-1.5 block text-sm font-medium text-gray-900';

/** What the control of a Field spreads on itself, so its label, hint and error are read with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

const messageClassNames = {
  regular: { hint: 'mt-1.5 text-sm text-gray-600', error: 'mt-1.5 text-sm font-medium text-red-700' },
  // The payment modal packs many fields into a dialog: smaller hints, closer to the control.
  compact: { hint: 'mt-1 text-xs text-gray-600', error: 'mt-1 text-sm text-red-700' },
};

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** A fixed id for the control, for forms that find it again (the sign-up wizard focuses its first error). */
  id?: string;
  compact?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, hint and error, wired for screen readers (the error is announced with the control). */
export function Field({ label, hint, error, id: fixedId, compact = false, className, children }: FieldProps) {
  const madeId = useId();
  const id = fixedId ?? madeId;
  const hintId = hint ? `${id}-dica` : undefined;
  const errorId = error ? `${id}-erro` : undefined;
  const messages = compact ? messageClassNames.compact : messageClassNames.regular;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': cn(hintId, errorId) || undefined })}
      {hint && (
        <p id={hintId} className={messages.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={messages.error}>
          {error}
        </p>
      )}
    </div>
  );
}
