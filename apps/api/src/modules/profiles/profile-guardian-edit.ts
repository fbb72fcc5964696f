import { errorCatalog, guardianIssues, guardianSelfIssues, isMinorOn, type UpdateOwnProfileData } from '@passarela/shared';
import { AppError } from '../../lib/app-error.ts';
import type { GuardianContact } from '../guardian-consent/index.ts';
import type { ProfileRow } from './profiles.repository.ts';

/**
 * The birth date is set once by the person (README "Minors reach contractors through a
 * guardian"): while empty she may set it; after that, sending the same value is fine (the form
 * sends every field) and anything else, null included, is refused. Admins correct it
 * (PUT /api/admin/users/:id/birth-date).
 */
export function assertBirthDateKept(stored: string | null, sent: string | null | undefined): void {
  if (stored === null || sent === undefined || sent === stored) return;
  throw new AppError('BIRTH_DATE_LOCKED', undefined, [{ location: 'body', path: 'birth_date', message: errorCatalog.BIRTH_DATE_LOCKED.message }]);
}

export interface GuardianEdit {
  fields: {
    guardianName: string | null;
    guardianEmail: string | null;
    guardianPhone: string | null;
    /** Left out while the guardian stays the same; null when another one (or none) is on file. */
    guardianConfirmedAt?: null;
  };
  /** A guardian is named or replaced: she must confirm (again), and gets the link. */
  invite: GuardianContact | null;
  /** A guardian on file is replaced by another (not named for the first time). */
  replacesAnother: boolean;
  /** The guardian on file goes (an adult's profile keeps none): its unused links stop working. */
  cleared: boolean;
}

function refuse(issues: { path: string; message: string }[]): never {
  throw new AppError(
    'VALIDATION_FAILED',
    undefined,
    issues.map((issue) => ({ location: 'body', ...issue })),
  );
}

/**
 * A model under 18, by the birth date on file after this save, must name her legal guardian
 * (README "Minors reach contractors through a guardian"): fields not sent keep their stored
 * value, and what is missing is refused field by field, as the form shows it. The guardian is
 * another person: not her email, not her WhatsApp. Anyone else keeps no guardian, so an adult's
 * profile holds no third person's data.
 */
export function planGuardianEdit(
  data: UpdateOwnProfileData,
  stored: ProfileRow,
  facts: { userType: string; birthDate: string | null; accountEmail: string; ownPhone: string | null },
): GuardianEdit {
  const hadGuardian = stored.guardianName !== null || stored.guardianEmail !== null || stored.guardianPhone !== null;
  if (facts.userType !== 'model' || !isMinorOn(facts.birthDate)) {
    return {
      fields: { guardianName: null, guardianEmail: null, guardianPhone: null, guardianConfirmedAt: null },
      invite: null,
      replacesAnother: false,
      cleared: hadGuardian,
    };
  }
  const pick = (sent: string | null | undefined, kept: string | null) => (sent === undefined ? kept : sent || null);
  const name = pick(data.guardian_name, stored.guardianName);
  const email = pick(data.guardian_email, stored.guardianEmail);
  const phone = pick(data.guardian_phone, stored.guardianPhone);
  const issues = [
    ...guardianIssues({ birthDate: facts.birthDate, guardianName: name, guardianEmail: email, guardianPhone: phone }),
    ...guardianSelfIssues({ accountEmail: facts.accountEmail, ownPhone: facts.ownPhone, guardianEmail: email, guardianPhone: phone }),
  ];
  if (issues.length > 0) refuse(issues);
  // guardianIssues passed: all three are filled.
  const guardian: GuardianContact = { name: name as string, email: email as string, phone: phone as string };
  const changed = guardian.name !== stored.guardianName || guardian.email !== stored.guardianEmail || guardian.phone !== stored.guardianPhone;
  return {
    fields: { guardianName: guardian.name, guardianEmail: guardian.email, guardianPhone: guardian.phone, ...(changed ? { guardianConfirmedAt: null } : {}) },
    invite: changed ? guardian : null,
    replacesAnother: changed && hadGuardian,
    cleared: false,
  };
}

/**
 * The refusal of a guardian swap while a contract runs, at the first guardian field the save
 * changes (where the form shows it).
 */
export function guardianSwapRefusal(edit: GuardianEdit, stored: ProfileRow): AppError {
  const { guardianName, guardianEmail } = edit.fields;
  const path = guardianName !== stored.guardianName ? 'guardian_name' : guardianEmail !== stored.guardianEmail ? 'guardian_email' : 'guardian_phone';
  return new AppError('GUARDIAN_CHANGE_BLOCKED', undefined, [{ location: 'body', path, message: errorCatalog.GUARDIAN_CHANGE_BLOCKED.message }]);
}
