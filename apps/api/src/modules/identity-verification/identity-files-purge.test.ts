import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identityVerifications } from '../../db/schema/index.ts';
import { submitIdentityVerification } from '../../test-support/identity-verification.ts';
import { createPerson } from '../../test-support/people.ts';
import { openTestAppForFile } from '../../test-support/test-app.ts';
import type { TestPerson } from '../../test-support/test-person.ts';
import { IDENTITY_FILES_PURGE_QUEUE } from './identity-files-jobs.ts';

// LGPD data minimisation (issue 29): the photos go IDENTITY_FILES_RETENTION_DAYS after the
// decision; the row keeps its status and decision. The clock is injected: the service is asked to
// run as if it were 29 and 31 days later.

const t = await openTestAppForFile({ deps: { jobQueue: { schedules: true } } });
const admin = await createPerson(t, 'admin');
const service = t.app.services.identityVerificationService;
const DAY_MS = 86_400_000;

const submitted = async (person: TestPerson) => (await submitIdentityVerification(t, person)).id;

const decide = (id: string, decision: 'approve' | 'reject') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/identity-verifications/${id}/decision`,
    headers: admin.headers,
    payload: { decision, reason: 'Conferido.' },
  });
const folderOf = (id: string) => path.join(t.config.dataDir, 'private', 'identity', id);
const fileStatus = async (id: string) =>
  (await t.app.inject({ url: `/api/admin/identity-verifications/${id}/files/document`, headers: admin.headers })).statusCode;

describe('deleting identity photos 30 days after the decision', () => {
  it('keeps them for 30 days, then deletes them: files gone, the admin route 404, the row keeps its decision', async () => {
    const approvedId = await submitted(await createPerson(t, 'contractor'));
    const rejectedId = await submitted(await createPerson(t, 'photographer'));
    const pendingId = await submitted(await createPerson(t, 'model'));
    expect((await decide(approvedId, 'approve')).statusCode).toBe(200);
    expect((await decide(rejectedId, 'reject')).statusCode).toBe(200);

    expect(await service.purgeExpiredFiles(new Date(Date.now() + 29 * DAY_MS))).toBe(0);
    expect(existsSync(folderOf(approvedId))).toBe(true);
    expect(await fileStatus(approvedId)).toBe(200);

    // 31 days after the decisions; two runs at once (two instances) delete each folder once.
    const at = new Date(Date.now() + 31 * DAY_MS);
    const runs = await Promise.all([service.purgeExpiredFiles(at), service.purgeExpiredFiles(at)]);
    expect(runs[0] + runs[1]).toBe(2);
    for (const id of [approvedId, rejectedId]) {
      expect(existsSync(folderOf(id))).toBe(false);
      const res = await t.app.inject({ url: `/api/admin/identity-verifications/${id}/files/selfie`, headers: admin.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('FILE_NOT_FOUND');
    }
    const [approved] = await t.database.db.select().from(identityVerifications).where(eq(identityVerifications.id, approvedId));
    expect(approved).toMatchObject({ status: 'approved', decisionReason: 'Conferido.', documentFileKey: null, selfieFileKey: null, filesDeletedAt: at });
    expect(approved?.decidedAt).toBeInstanceOf(Date);
    const listed = (await t.app.inject({ url: '/api/admin/identity-verifications?status=approved', headers: admin.headers })).json().items;
    expect(listed.find((item: { id: string }) => item.id === approvedId)).toMatchObject({ status: 'approved', files: null, decision_reason: 'Conferido.' });

    // A waiting submission is never touched; a second run finds nothing to do.
    expect(existsSync(folderOf(pendingId))).toBe(true);
    expect(await fileStatus(pendingId)).toBe(200);
    expect(await service.purgeExpiredFiles(at)).toBe(0);
  });

  it('answers 404 to admins once the 30 days are over, even before the hourly deletion ran', async () => {
    const id = await submitted(await createPerson(t, 'contractor'));
    expect((await decide(id, 'approve')).statusCode).toBe(200);
    expect(await fileStatus(id)).toBe(200);
    await t.database.db
      .update(identityVerifications)
      .set({ decidedAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(identityVerifications.id, id));
    expect(existsSync(folderOf(id))).toBe(true);
    expect(await fileStatus(id)).toBe(404);
    const listed = (await t.app.inject({ url: '/api/admin/identity-verifications?status=approved', headers: admin.headers })).json().items;
    expect(listed.find((item: { id: string }) => item.id === id)).toMatchObject({ status: 'approved', files: null });
  });

  it('runs on the job queue: the hourly job deletes what is due', async () => {
    const id = await submitted(await createPerson(t, 'contractor'));
    expect((await decide(id, 'reject')).statusCode).toBe(200);
    // As if decided 31 days ago, for the job's own clock.
    await t.database.db
      .update(identityVerifications)
      .set({ decidedAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(identityVerifications.id, id));
    await t.app.services.jobs.enqueue(IDENTITY_FILES_PURGE_QUEUE, {});
    await t.drainJobs();
    expect(existsSync(folderOf(id))).toBe(false);
    expect(await fileStatus(id)).toBe(404);
  });
});
