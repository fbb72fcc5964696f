import type { OwnProfileFormErrors, OwnProfileFormValues } from '../lib/own-profile-form.ts';

/** What every group of "Meu Perfil" fields gets from the form: the values, their errors, a setter. */
export interface ProfileFieldsProps {
  values: OwnProfileFormValues;
  errors: OwnProfileFormErrors;
  set: <K extends keyof OwnProfileFormValues>(field: K, value: OwnProfileFormValues[K]) => void;
}
