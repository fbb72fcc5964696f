import type { SignUpFormValues } from '@passarela/shared';

/** What every wizard step gets: the whole form, a patch setter, and the DOM id of each field. */
export interface StepProps {
  form: SignUpFormValues;
  update: (patch: Partial<SignUpFormValues>) => void;
  /** The wizard focuses the field a validation toast is about, by this id. */
  fieldId: (field: string) => string;
}
