import { type SignUpFormValues, emptySignUpForm, selfSelectableUserTypes } from '@passarela/shared';

/**
 * What the sign-up wizard keeps while it is being filled in (docs/product.md "Spec 4": a reload,
 * the Back button or a closed dialog must not cost a model her ten steps): the answers and the
 * step she was on. Never the password nor its confirmation, and not the photo or the consent to
 * the terms, which are given again on the last step.
 */
export interface SignUpDraft {
  form: SignUpFormValues;
  /** 1-based step of the wizard. */
  step: number;
}

/** sessionStorage: the tab's own, gone when it closes. */
export const SIGN_UP_DRAFT_KEY = 'passarela:cadastro-rascunho';
const DRAFT_VERSION = 1;

const textFields = ['first_name', 'last_name', 'email', 'phone', 'city', 'state', 'instagram_handle_raw', 'model_type', 'model_physical_type'] as const;
const listFields = ['model_characteristics', 'work_interests'] as const;
const genders: ReadonlyArray<SignUpFormValues['gender']> = ['feminino', 'masculino'];

/** True once the person has typed or chosen anything beyond the defaults (the account type aside). */
export function hasSignUpAnswers(form: SignUpFormValues): boolean {
  return (
    textFields.some((field) => form[field].trim() !== '') ||
    listFields.some((field) => form[field].length > 0) ||
    form.password !== '' ||
    form.confirmPassword !== '' ||
    form.gender !== emptySignUpForm.gender
  );
}

/** The stored text of a draft, the passwords left out. */
export function signUpDraftToText({ form, step }: SignUpDraft): string {
  const { password: _password, confirmPassword: _confirmation, ...kept } = form;
  return JSON.stringify({ v: DRAFT_VERSION, step, form: kept });
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);

/**
 * A stored draft read back, or null when there is none or it is not one we wrote (another
 * version, edited by hand): every field is checked, an unknown one is dropped, the passwords
 * always come back empty.
 */
export function signUpDraftFromText(text: string | null): SignUpDraft | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { v, step, form: stored } = parsed as { v?: unknown; step?: unknown; form?: unknown };
  if (v !== DRAFT_VERSION || typeof stored !== 'object' || stored === null) return null;
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 1) return null;
  const values = stored as Record<string, unknown>;

  const form: SignUpFormValues = { ...emptySignUpForm, model_characteristics: [], work_interests: [] };
  const userType = values.userType;
  if (typeof userType === 'string' && (selfSelectableUserTypes as readonly string[]).includes(userType))
    form.userType = userType as SignUpFormValues['userType'];
  const gender = values.gender;
  if (typeof gender === 'string' && (genders as readonly string[]).includes(gender)) form.gender = gender as SignUpFormValues['gender'];
  for (const field of textFields) {
    const value = values[field];
    if (isText(value)) form[field] = value;
  }
  for (const field of listFields) {
    const value = values[field];
    if (isTextList(value)) form[field] = value;
  }
  return { form, step };
}

/** The draft of this tab, if any. Storage may be refused (private modes, full): then there is none. */
export function readSignUpDraft(storage: Storage = sessionStorage): SignUpDraft | null {
  try {
    return signUpDraftFromText(storage.getItem(SIGN_UP_DRAFT_KEY));
  } catch {
    return null;
  }
}

/** Keeps the draft; a refused write only means a reload will not resume it. */
export function writeSignUpDraft(draft: SignUpDraft, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(SIGN_UP_DRAFT_KEY, signUpDraftToText(draft));
  } catch {
    // Nothing to do: the wizard works the same, only without the safety net.
  }
}

/** After a successful sign-up, or when the person chose to discard it. */
export function clearSignUpDraft(storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(SIGN_UP_DRAFT_KEY);
  } catch {
    // Refused storage holds no draft either.
  }
}
