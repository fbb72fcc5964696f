import type { ChangeEvent, FormEvent } from 'react';
import { isApiError } from './api-client.ts';
import { type FieldErrors, useFormFields } from './use-form-fields.ts';

export type { FieldErrors } from './use-form-fields.ts';

type TextKeys<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values];

export interface UseFormOptions<Values> {
  initialValues: Values;
  /** The problems to show before anything is sent; an empty answer lets the submit through. */
  validate?: (values: Values) => FieldErrors<Values>;
  /** Gets the values once they pass `validate`. */
  onSubmit: (values: Values) => void;
  /** Typing in a field takes its error away (for forms that show several errors at once). */
  clearErrorOnChange?: boolean;
}

/**
 * The state of a small form: its values and their errors, a submit that checks before sending,
 * the props a TextField takes, and API errors put on the field they are about. Server rules stay
 * on the server: `validate` only spares a round trip for what the form can see.
 */
export function useForm<Values extends Record<string, unknown>>({ initialValues, validate, onSubmit, clearErrorOnChange = false }: UseFormOptions<Values>) {
  const { values, setValues, errors, setErrors, set: setValue } = useFormFields(initialValues, { clearErrorOnChange });

  return {
    values,
    errors,
    setValue,
    /** Back to the first values, e.g. once the server took them. */
    reset: () => setValues(initialValues),
    /** `value`, `onChange` and `error` for the TextField of a text value. */
    field: <K extends TextKeys<Values>>(name: K) => ({
      value: values[name] as string,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value as Values[K]),
      error: errors[name],
    }),
    handleSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const found = validate?.(values) ?? {};
      setErrors(found);
      if (Object.values(found).some(Boolean)) return;
      onSubmit(values);
    },
    /**
     * Shows an API error under the field its code is about (`{ CURRENT_PASSWORD_INVALID: 'current' }`).
     * False when the code names no field, so the caller can say it another way (a toast).
     */
    showServerError: (error: unknown, fieldByCode: Partial<Record<string, keyof Values>>): boolean => {
      if (!isApiError(error)) return false;
      const field = fieldByCode[error.code];
      if (field === undefined) return false;
      setErrors({ [field]: error.message } as FieldErrors<Values>);
      return true;
    },
  };
}
