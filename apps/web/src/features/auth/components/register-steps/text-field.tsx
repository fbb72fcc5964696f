import type { ComponentProps, ReactNode } from 'react';
import { inputClassName, labelClassName } from '../field-styles.ts';

/** Label + input pair of the wizard; `hint` is read with the input (aria-describedby). */
export function TextField({ id, label, hint, ...props }: ComponentProps<'input'> & { id: string; label: string; hint?: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input id={id} aria-describedby={hint ? `${id}-hint` : undefined} className={inputClassName} {...props} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-gray-600">
          {hint}
        </p>
      )}
    </div>
  );
}
