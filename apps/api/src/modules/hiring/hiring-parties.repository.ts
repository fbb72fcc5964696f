import { isMinorOn } from '@passarela/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles, users } from '../../db/schema/index.ts';
import { pickColumns } from '../../db/pick-columns.ts';

/** A party of a proposal or contract as the views need it; the phone stays server-side until a view decides. */
export interface PartyRow {
  userId: string;
  name: string;
  firstName: string;
  profileSlug: string | null;
  profileImageUrl: string | null;
  userType: string;
  /** The profile's gender ('feminino', 'masculino'; null when not given): the words the party is told in. */
  gender: string | null;
  phone: string | null;
  /** A model under 18 today (docs/security.md #23): her own phone is never shown to the other side. */
  isMinor: boolean;
  /** A minor's legal guardian, whom the other side reaches instead (null when not given). */
  guardian: { name: string; phone: string } | null;
}

/** The people of applications, proposals and contracts, as those views name them. */
export function createHiringPartiesRepository(db: Database) {
  return {
    /** The people named by `ids`, by id (unknown ids are simply missing). */
    async load(ids: readonly string[]): Promise<Map<string, PartyRow>> {
      const unique = [...new Set(ids)];
      const parties = new Map<string, PartyRow>();
      if (unique.length === 0) return parties;
      const rows = await db
        .select({
          userId: users.id,
          userName: users.name,
          userType: users.userType,
          ...pickColumns(profiles, 'firstName', 'lastName', 'companyName', 'profileSlug', 'profileImageUrl', 'gender'),
          ...pickColumns(profiles, 'phone', 'birthDate', 'guardianName', 'guardianPhone'),
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
          gender: row.gender,
          phone: row.phone,
          isMinor: row.userType === 'model' && isMinorOn(row.birthDate),
          guardian: row.guardianName && row.guardianPhone ? { name: row.guardianName, phone: row.guardianPhone } : null,
        });
      }
      return parties;
    },
  };
}

export type HiringPartiesRepository = ReturnType<typeof createHiringPartiesRepository>;
