import { phoneInput } from './profile-fields.ts';
import { emailInput, textInput } from '../input/text-input.ts';
import { emailIdentity, phoneIdentity } from './contact-identity.ts';
import { ageOn } from './profile-details.ts';

/**
 * Minors (docs/security.md #23, docs/product.md "Safety"): a model under 18 needs a legal guardian's
 * name, email and WhatsApp, and contractors reach her only through the platform and the guardian.
 */
export const ADULT_AGE_YEARS = 18;
export const GUARDIAN_NAME_MAX_LENGTH = 120;

/** Under 18 on `now` by the birth date; an unknown birth date is not assumed to be a minor. */
export function isMinorOn(birthDate: string | null | undefined, now: Date = new Date()): boolean {
  return typeof birthDate === 'string' && birthDate !== '' && ageOn(birthDate, now) < ADULT_AGE_YEARS;
}

export const guardianMessages = {
  nameRequired: 'Nome do responsável é obrigatório.',
  nameIncomplete: 'Informe o nome completo do responsável.',
  emailRequired: 'Email do responsável é obrigatório.',
  emailInvalid: 'Email do responsável inválido.',
  phoneRequired: 'WhatsApp do responsável é obrigatório.',
  phoneInvalid: 'WhatsApp do responsável inválido ou incompleto.',
  emailIsHers: 'O email do responsável precisa ser diferente do seu. Informe o email do seu pai, mãe ou responsável legal.',
  phoneIsHers: 'O WhatsApp do responsável precisa ser diferente do seu. Informe o número do seu pai, mãe ou responsável legal.',
} as const;

/**
 * The guardian fields of PATCH /api/profiles/me, each checked for its form here; whether they are
 * required depends on the birth date, stored or sent, so `guardianIssues` decides that on both
 * sides. Absent keeps what is stored, null clears it.
 */
export const guardianBodyShape = {
  guardian_name: textInput({ max: GUARDIAN_NAME_MAX_LENGTH, required: guardianMessages.nameIncomplete, tooLong: guardianMessages.nameIncomplete })
    // A first name and a surname: the person who answers for the model, not a nickname. The text
    // is trimmed, so any whitespace left inside separates two words.
    .refine((name) => /\s/.test(name), guardianMessages.nameIncomplete)
    .nullish(),
  guardian_email: emailInput(guardianMessages.emailInvalid).nullish(),
  guardian_phone: phoneInput(guardianMessages.phoneInvalid).nullish(),
};

export interface GuardianFacts {
  birthDate: string | null | undefined;
  guardianName: string | null | undefined;
  guardianEmail: string | null | undefined;
  guardianPhone: string | null | undefined;
}

export interface GuardianIssue {
  path: 'guardian_name' | 'guardian_email' | 'guardian_phone';
  message: string;
}

/** The guardian fields a minor still lacks (none for an adult or an unknown age). */
export function guardianIssues(facts: GuardianFacts, now: Date = new Date()): GuardianIssue[] {
  if (!isMinorOn(facts.birthDate, now)) return [];
  const issues: GuardianIssue[] = [];
  if (!facts.guardianName?.trim()) issues.push({ path: 'guardian_name', message: guardianMessages.nameRequired });
  if (!facts.guardianEmail?.trim()) issues.push({ path: 'guardian_email', message: guardianMessages.emailRequired });
  if (!facts.guardianPhone?.trim()) issues.push({ path: 'guardian_phone', message: guardianMessages.phoneRequired });
  return issues;
}

export interface GuardianSelfFacts {
  /** Her sign-in address and her own WhatsApp (as typed or stored). */
  accountEmail: string | null | undefined;
  ownPhone: string | null | undefined;
  guardianEmail: string | null | undefined;
  guardianPhone: string | null | undefined;
}

/**
 * A guardian is another person (README "Minors reach contractors through a guardian"): her own
 * address would send the consent link to her, and her own number would put contractors back in
 * touch with her. Compared as the mailbox and the line they reach (contact-identity.ts), so
 * ana+mae@gmail.com, a.na@gmail.com or her number without its 9 or with +55 are still hers.
 */
export function guardianSelfIssues(facts: GuardianSelfFacts): GuardianIssue[] {
  const issues: GuardianIssue[] = [];
  const email = (value: string | null | undefined) => (value?.trim() ? emailIdentity(value) : '');
  const phone = (value: string | null | undefined) => (value?.trim() ? phoneIdentity(value) : '');
  if (email(facts.guardianEmail) && email(facts.guardianEmail) === email(facts.accountEmail))
    issues.push({ path: 'guardian_email', message: guardianMessages.emailIsHers });
  if (phone(facts.guardianPhone) && phone(facts.guardianPhone) === phone(facts.ownPhone))
    issues.push({ path: 'guardian_phone', message: guardianMessages.phoneIsHers });
  return issues;
}
