import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalPrivateStorage } from '../../lib/private-files/local-private-storage.ts';
import { createCpfHasher } from '../../modules/identity-verification/index.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import type { DatabaseHandle } from '../client.ts';
import { identityVerifications, profiles, users } from '../schema/index.ts';
import { DEMO_ID_PREFIX } from './generate-demo-profile.ts';
import { insertDemoIdentityVerifications } from './insert-demo-identity-verifications.ts';
import { insertDemoProfiles } from './insert-demo-profiles.ts';

// The demo's identity verifications: verified and unverified people, and one submission in each state.

const SEED = 29;
let handle: DatabaseHandle;
const privateStorage = createLocalPrivateStorage(path.join(mkdtempSync(path.join(os.tmpdir(), 'passarela-demo-private-')), 'private'));
const deps = { privateStorage, cpfHasher: createCpfHasher('s'.repeat(40)) };

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertDemoProfiles(handle.db, { seed: SEED, count: 40, modelShare: 0.3 });
});
afterAll(async () => {
  await handle?.close();
});

describe('demo identity verifications', () => {
  it('adds one approved (photos already deleted), one rejected and one pending with demo photos, and a few badges, once', async () => {
    const db = handle.db;
    expect(await insertDemoIdentityVerifications(db, deps, { seed: SEED })).toEqual({ verified: expect.any(Number), verifications: 3 });
    const rows = await db
      .select({ verification: identityVerifications, userType: users.userType, isVerified: profiles.isVerified })
      .from(identityVerifications)
      .innerJoin(users, eq(users.id, identityVerifications.userId))
      .innerJoin(profiles, eq(profiles.userId, identityVerifications.userId));
    expect(rows.map((row) => row.verification.status).sort()).toEqual(['approved', 'pending', 'rejected']);
    for (const { verification, userType, isVerified } of rows) {
      expect(['contractor', 'photographer']).toContain(userType);
      expect(isVerified).toBe(verification.status === 'approved');
      if (verification.status === 'approved') {
        expect(verification).toMatchObject({ documentFileKey: null, selfieFileKey: null });
        expect(verification.filesDeletedAt).toBeInstanceOf(Date);
        continue;
      }
      for (const key of [verification.documentFileKey, verification.selfieFileKey]) {
        const file = await privateStorage.get(String(key));
        expect(file).not.toBeNull();
        const bytes = Buffer.concat(await (file?.body.toArray() ?? []));
        expect((await sharp(bytes).metadata()).format).toBe('jpeg');
      }
    }
    const verified = await db
      .select({ userType: users.userType })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.isVerified, true));
    expect(verified.filter((row) => row.userType === 'contractor').length).toBeGreaterThan(0);
    expect(verified.filter((row) => row.userType === 'photographer').length).toBeGreaterThan(0);

    expect(await insertDemoIdentityVerifications(db, deps, { seed: SEED })).toBeNull();
    const people = await db
      .select({ id: users.id })
      .from(users)
      .where(like(users.id, `${DEMO_ID_PREFIX}${SEED}\\_%`));
    expect(
      await db
        .select()
        .from(identityVerifications)
        .where(
          inArray(
            identityVerifications.userId,
            people.map((person) => person.id),
          ),
        ),
    ).toHaveLength(3);
  });
});
