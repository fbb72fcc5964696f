import { isMinorOn } from '@passarela/shared';
import type { ProfileGuardian } from './guardian-consent.repository.ts';

/**
 * A model under 18 whose guardian on file has not confirmed (or who has none): she cannot apply
 * nor be proposed to (README "Minors reach contractors through a guardian"). An unknown birth date
 * is not taken for a minor.
 */
export function awaitsGuardianConsent(guardian: Pick<ProfileGuardian, 'userType' | 'birthDate' | 'guardianConfirmedAt'>, now: Date = new Date()): boolean {
  return guardian.userType === 'model' && isMinorOn(guardian.birthDate, now) && guardian.guardianConfirmedAt === null;
}

export interface GuardianContact {
  name: string;
  email: string;
  phone: string;
}

/** The complete guardian on file, or null while a field is missing. */
export function guardianOnFile(guardian: Pick<ProfileGuardian, 'guardianName' | 'guardianEmail' | 'guardianPhone'>): GuardianContact | null {
  const { guardianName: name, guardianEmail: email, guardianPhone: phone } = guardian;
  return name && email && phone ? { name, email, phone } : null;
}

/** A link confirms only the guardian it was sent to, while that guardian is still the one on file. */
export function isSameGuardian(a: GuardianContact, b: GuardianContact | null): boolean {
  return b !== null && a.name === b.name && a.email === b.email && a.phone === b.phone;
}
