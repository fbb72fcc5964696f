import { useState } from 'react';

export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

type ListKeys<Values> = { [K in keyof Values]: Values[K] extends string[] ? K : never }[keyof Values];

/**
 * The values and errors of a form (useForm builds on it; long forms such as Nova vaga and Meu
 * Perfil use it directly): by default changing a field takes its error away; `chips` binds a
 * ChipGroup to a multi-select field.
 */
export function useFormFields<Values extends object>(initialValues: Values | (() => Values), { clearErrorOnChange = true } = {}) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (clearErrorOnChange && errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  /** Adds the option to a multi-select field, or takes it out when it is there. */
  const toggle = (field: ListKeys<Values>, option: string) => {
    const chosen = values[field] as string[];
    set(field, (chosen.includes(option) ? chosen.filter((value) => value !== option) : [...chosen, option]) as Values[ListKeys<Values>]);
  };

  return {
    values,
    setValues,
    errors,
    setErrors,
    set,
    toggle,
    /** A ChipGroup's `selected`, `onToggle` and `error` for a multi-select field. */
    chips: (field: ListKeys<Values>) => ({
      selected: values[field] as string[],
      onToggle: (option: string) => toggle(field, option),
      error: errors[field],
    }),
  };
}
