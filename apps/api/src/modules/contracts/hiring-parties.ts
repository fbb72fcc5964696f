import { isMinorOn } from '@passarela/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles, users } from '../../db/schema/index.ts';

/** A party of a proposal or contract as the views need it; the phone stays server-side until a view decides. */
export interface PartyRow {
  userId: string;
  name: string;
  firstName: string;
  profileSlug: string | null;
  profileImageUrl: string | null;
  userType: string;
  phone: string | null;
  /** A model under 18 today (SECURITY.md line 23): her own phone is never shown to the other side. */
  isMinor: boolean;
  /** A minor's legal guardian, whom the other side reaches instead (null when not given). */
  guardian: { name: string; phone: string } | null;
}

/** The people named by `ids`, by id (unknown ids are simply missing). */
export async function loadParties(db: Database, ids: readonly string[]): Promise<Map<string, PartyRow>> {
  const unique = [...new Set(ids)];
  const parties = new Map<string, PartyRow>();
  if (unique.length === 0) return parties;
  const rows = await db
    .select({
      userId: users.id,
      userName: users.name,
      userType: users.userType,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      companyName: profiles.companyName,
      profileSlug: profiles.profileSlug,
      profileImageUrl: profiles.profileImageUrl,
      phone: profiles.phone,
      birthDate: profiles.birthDate,
      guardianName: profiles.guardianName,
      guardianPhone: profiles.guardianPhone,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, unique));
  for (const row of rows) {
    const personal = row.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : row.userName;
    parties.set(row.userId, {
      userId: row.userId,
      name: personal,
      firstName: row.firstName ?? row.userName.split(' ')[0] ?? row.userName,
      profileSlug: row.profileSlug,
      profileImageUrl: row.profileImageUrl,
      userType: row.userType,
      phone: row.phone,
      isMinor: row.userType === 'model' && isMinorOn(row.birthDate),
      guardian: row.guardianName && row.guardianPhone ? { name: row.guardianName, phone: row.guardianPhone } : null,
    });
  }
  return parties;
}

/** Someone whose account is gone still has a name in old records. */
export function missingParty(userId: string): PartyRow {
  return {
    userId,
    name: 'Usuário removido',
    firstName: 'Usuário',
    profileSlug: null,
    profileImageUrl: null,
    userType: 'model',
    phone: null,
    isMinor: false,
    guardian: null,
  };
}

export function partyView(party: PartyRow) {
  return {
    user_id: party.userId,
    name: party.name,
    profile_slug: party.profileSlug,
    profile_image_url: party.profileImageUrl,
    user_type: party.userType,
  };
}

export const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids in URLs are uuids; anything else names nothing (404, never a database error). */
export const isUuid = (value: string): boolean => uuidPattern.test(value);

/** PRO exactly as the session decides it: 'pro' with an end still ahead. */
export function isProPlan(plan: { subscriptionType: string | null; subscriptionExpiresAt: Date | null }, now: Date): boolean {
  return plan.subscriptionType === 'pro' && plan.subscriptionExpiresAt !== null && plan.subscriptionExpiresAt.getTime() > now.getTime();
}

/** Locks a user's row for the rest of the transaction (see gallery.repository lockOwner). */
export async function lockUser(tx: Database, userId: string) {
  const rows = await tx
    .select({ id: users.id, subscriptionType: users.subscriptionType, subscriptionExpiresAt: users.subscriptionExpiresAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return rows[0];
}
