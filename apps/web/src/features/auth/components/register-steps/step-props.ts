import type { SignUpFormValues } from '@passarela/shared';

/** Why a field was refused, by field name, shown beside the field until it is changed. */
export type SignUpFieldErrors = Partial<Record<string, string>>;

/** What every wizard step gets: the whole form, a patch setter, the DOM id and the error of each field. */
export interface StepProps {
  form: SignUpFormValues;
  update: (patch: Partial<SignUpFormValues>) => void;
  /** The wizard focuses the field a validation toast is about, by this id. */
  fieldId: (field: string) => string;
  errors: SignUpFieldErrors;
}
