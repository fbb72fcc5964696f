import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, guardianConsents } from '../../db/schema/index.ts';
import { createMailCapture } from '../../test-support/mail-capture.ts';
import { openTestAppForFile } from '../../test-support/test-app.ts';
import { call, proposalBody } from '../../test-support/hiring.ts';
import { createPerson } from '../../test-support/people.ts';
import type { TestPerson } from '../../test-support/test-person.ts';
import { bornYearsAgo, makeMinor, newGuardian, ownProfile, patchProfile } from '../../test-support/guardian-consent.ts';

// README "Minors reach contractors through a guardian": after the person set her birth date, only
// an admin changes it, with a reason, in the audit log.

const mail = createMailCapture();
const t = await openTestAppForFile({ deps: { mailer: mail.mailer } });
const admin = await createPerson(t, 'admin', { firstName: 'Adm' });
const contractor = await createPerson(t, 'contractor', { firstName: 'Carlos' });

function setBirthDate(who: TestPerson | null, userId: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${userId}/birth-date`,
    headers: who?.headers ?? { origin: 'http://localhost:3000' },
    payload: body,
  });
}

describe('PUT /api/admin/users/:id/birth-date', () => {
  it('changes the birth date with a reason, audited with the old and new date', async () => {
    const model = await createPerson(t, 'model', { firstName: 'Vera' });
    const before = bornYearsAgo(25);
    expect((await patchProfile(t, model, { birth_date: before })).statusCode).toBe(200);
    const after = bornYearsAgo(27);
    const res = await setBirthDate(admin, model.id, { birth_date: after, reason: 'Documento de identidade conferido.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ id: model.id, birth_date: after, is_minor: false, guardian: null });
    expect((await ownProfile(t, model)).birth_date).toBe(after);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.change_birth_date'), eq(auditLog.targetId, model.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      targetType: 'user',
      reason: 'Documento de identidade conferido.',
      details: { from: before, to: after, target_label: expect.stringContaining('Vera Teste') },
    });
    const listed = await call(t, admin, 'GET', `/api/admin/audit-log?action=user.change_birth_date&target_id=${model.id}`);
    expect(listed.json().items[0]).toMatchObject({ action: 'user.change_birth_date', reason: 'Documento de identidade conferido.' });
  });

  it('is refused to the person herself, contractors and guests, and changes nothing', async () => {
    const model = await createPerson(t, 'model', { firstName: 'Nina' });
    const guardian = await makeMinor(t, mail, model);
    const body = { birth_date: bornYearsAgo(20), reason: 'Sou maior de idade.' };
    expect((await setBirthDate(model, model.id, body)).statusCode).toBe(403);
    expect((await setBirthDate(contractor, model.id, body)).statusCode).toBe(403);
    expect((await setBirthDate(null, model.id, body)).statusCode).toBe(401);
    expect(await ownProfile(t, model)).toMatchObject({ age: 16, guardian_email: guardian.guardian_email });
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, model.id));
    expect(audited).toEqual([]);
  });

  it('needs a reason and a date in range', async () => {
    const model = await createPerson(t, 'model', { firstName: 'Lia' });
    for (const body of [
      { birth_date: bornYearsAgo(20), reason: '  ' },
      { birth_date: bornYearsAgo(20) },
      { birth_date: '1900-01-01', reason: 'Correção.' },
      { birth_date: bornYearsAgo(10), reason: 'Correção.' },
      { birth_date: null, reason: 'Correção.' },
    ]) {
      const res = await setBirthDate(admin, model.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await setBirthDate(admin, 'ninguem', { birth_date: bornYearsAgo(20), reason: 'Correção.' })).statusCode).toBe(404);
  });

  it('an adult date clears the guardian and its unused links; a minor date makes her name one before she is hired', async () => {
    const model = await createPerson(t, 'model', { firstName: 'Rita' });
    await makeMinor(t, mail, model, { confirm: false });
    const adult = await setBirthDate(admin, model.id, { birth_date: bornYearsAgo(18), reason: 'Certidão de nascimento enviada.' });
    expect(adult.statusCode, adult.body).toBe(200);
    expect(adult.json().user).toMatchObject({ is_minor: false, guardian: null });
    const links = await t.database.db.select().from(guardianConsents).where(eq(guardianConsents.userId, model.id));
    expect(links.every((link) => link.tokenHash === null && link.revokedAt !== null)).toBe(true);
    expect((await call(t, contractor, 'POST', '/api/proposals', { ...proposalBody(), model_slug: model.slug })).statusCode).toBe(201);

    const minor = await setBirthDate(admin, model.id, { birth_date: bornYearsAgo(15), reason: 'Data digitada errada pelo suporte.' });
    expect(minor.json().user).toMatchObject({ is_minor: true, guardian: null });
    const blocked = await call(t, contractor, 'POST', '/api/proposals', { ...proposalBody(), model_slug: model.slug });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('GUARDIAN_CONSENT_REQUIRED');
    // She names a guardian, who gets the link.
    const guardian = newGuardian('Sara');
    expect((await patchProfile(t, model, guardian)).statusCode).toBe(200);
    await mail.waitFor(guardian.guardian_email, 'Autorize Rita');
    const detail = await call(t, admin, 'GET', `/api/admin/users/${model.id}`);
    expect(detail.json().user).toMatchObject({ is_minor: true, guardian: { email: guardian.guardian_email, confirmed_at: null } });
  });
});
