import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GUARDIAN_CONSENT_TEXT_VERSION, guardianConsentMessages, guardianMessages, IDEMPOTENCY_KEY_HEADER } from '@passarela/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, guardianConsents, profiles, users } from '../../db/schema/index.ts';
import { createMailCapture } from '../../test-support/mail-capture.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { call, insertJob, proposalBody } from '../../test-support/hiring.ts';
import { createPerson } from '../../test-support/people.ts';
import type { TestPerson } from '../../test-support/test-person.ts';
import { creditWalletForTest } from '../../test-support/ledger.ts';
import { bornYearsAgo, consentTokenFor, makeMinor, newGuardian, ownProfile, patchProfile, postConsent } from '../../test-support/guardian-consent.ts';

// README "Minors reach contractors through a guardian": a minor's guardian is another person, is
// asked by email to confirm (LGPD art. 14), and until then she cannot apply nor be proposed to.

const mail = createMailCapture();
let t: TestApp;
let owner: TestPerson;

beforeAll(async () => {
  // A web build for /perfil/:slug, so the noindex of a minor's page can be read.
  const dist = path.join(`/tmp/passarela-guardian-web-${randomUUID()}`);
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="pt-BR"><head><title>Passarela</title></head><body></body></html>');
  t = await createTestApp({ deps: { mailer: mail.mailer }, env: { WEB_DIST_DIR: dist } });
  owner = await createPerson(t, 'contractor', { firstName: 'Carlos' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const details = (body: string) => Object.fromEntries((JSON.parse(body).details as { path: string; message: string }[]).map((d) => [d.path, d.message]));

function apply(model: TestPerson, jobId: string) {
  return call(t, model, 'POST', `/api/jobs/${jobId}/applications`, { message: 'Tenho experiência com catálogo.' });
}

function propose(model: TestPerson, title = 'Catálogo teen') {
  return call(t, owner, 'POST', '/api/proposals', { ...proposalBody({ title }), model_slug: model.slug });
}

function hire(applicationId: string) {
  return call(t, owner, 'POST', `/api/applications/${applicationId}/hire`, proposalBody({ title: 'Catálogo da vaga' }));
}

describe('a guardian is another person, kept while she is a minor', () => {
  it('refuses her own mailbox and line written another way: a plus alias, Gmail dots, without the 9, with +55', async () => {
    const model = await createPerson(t, 'model', { firstName: 'Nina' });
    const name = `nina${model.phone}`;
    await t.database.db
      .update(users)
      .set({ email: `${name}@gmail.com` })
      .where(eq(users.id, model.id));
    const emails = [`${name}+mae@gmail.com`, `${name.slice(0, 2)}.${name.slice(2)}@gmail.com`, `${name.toUpperCase()}@googlemail.com`];
    const phone = model.phone;
    const phones = [
      `${phone.slice(0, 2)}${phone.slice(3)}`,
      `+55 ${phone}`,
      `+55 (${phone.slice(0, 2)}) ${phone.slice(2, 7)} ${phone.slice(7)}`,
      `0${phone.slice(0, 2)} ${phone.slice(3)}`,
    ];
    for (const [index, guardianEmail] of emails.entries()) {
      const res = await patchProfile(t, model, {
        birth_date: bornYearsAgo(16),
        ...newGuardian(),
        guardian_email: guardianEmail,
        guardian_phone: phones[index],
      });
      expect(res.statusCode, `${guardianEmail} ${phones[index]}`).toBe(400);
      expect(details(res.body), `${guardianEmail} ${phones[index]}`).toEqual({
        guardian_email: guardianMessages.emailIsHers,
        guardian_phone: guardianMessages.phoneIsHers,
      });
    }
    const lastPhone = await patchProfile(t, model, { birth_date: bornYearsAgo(16), ...newGuardian(), guardian_phone: phones[3] });
    expect(details(lastPhone.body)).toEqual({ guardian_phone: guardianMessages.phoneIsHers });
    expect(await ownProfile(t, model)).toMatchObject({ birth_date: null, guardian_email: null });
    // Someone else's Gmail, and a number stored without its +55, are taken.
    const other = await patchProfile(t, model, {
      birth_date: bornYearsAgo(16),
      ...newGuardian(),
      guardian_email: `mae.${name}@gmail.com`,
      guardian_phone: '+55 (19) 97766-5544',
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(await ownProfile(t, model)).toMatchObject({ guardian_email: `mae.${name}@gmail.com`, guardian_phone: '19977665544' });
  });

  it('refuses her own email and her own WhatsApp as the guardian’s, field by field, and saves nothing', async () => {
    const model = await createPerson(t, 'model', { firstName: 'Lara' });
    const herEmail = String((await ownProfile(t, model)).email);
    const res = await patchProfile(t, model, {
      birth_date: bornYearsAgo(16),
      guardian_name: 'Lara Teste Sozinha',
      guardian_email: herEmail.toUpperCase(),
      guardian_phone: model.phone,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(details(res.body)).toEqual({ guardian_email: guardianMessages.emailIsHers, guardian_phone: guardianMessages.phoneIsHers });
    expect(await ownProfile(t, model)).toMatchObject({ birth_date: null, guardian_email: null });
    await t.drainJobs();
    expect(mail.to(herEmail, 'Autorize')).toEqual([]);

    // Her phone as typed in the form (masked) is the same number.
    const masked = `(${model.phone.slice(0, 2)}) ${model.phone.slice(2, 7)}-${model.phone.slice(7)}`;
    const typed = await patchProfile(t, model, { birth_date: bornYearsAgo(16), ...newGuardian(), guardian_phone: masked });
    expect(details(typed.body)).toEqual({ guardian_phone: guardianMessages.phoneIsHers });
  });

  it('refuses to clear the guardian while she is a minor', async () => {
    const model = await createPerson(t, 'model', { firstName: 'Nina' });
    await makeMinor(t, mail, model);
    const cleared = await patchProfile(t, model, { guardian_name: null, guardian_email: null, guardian_phone: null });
    expect(cleared.statusCode).toBe(400);
    expect(details(cleared.body)).toEqual({
      guardian_name: guardianMessages.nameRequired,
      guardian_email: guardianMessages.emailRequired,
      guardian_phone: guardianMessages.phoneRequired,
    });
    expect(await ownProfile(t, model)).toMatchObject({ guardian_consent: { status: 'confirmed' } });
  });
});

describe('the guardian confirms by an emailed link', () => {
  it('emails the named guardian a single-use link, stored hashed, that records the consent', async () => {
    const model = await createPerson(t, 'model', { firstName: 'Sofia' });
    const guardian = await makeMinor(t, mail, model, { confirm: false });
    const email = await mail.waitFor(guardian.guardian_email, 'Autorize Sofia na Passarela');
    expect(email.text).toContain('Olá, Marta!');
    expect(email.text).toContain('Sofia Teste se cadastrou como modelo na Passarela e informou você como responsável legal.');
    expect(email.text).toContain('o telefone de Sofia não é compartilhado');
    expect(email.html).toContain('Ler e autorizar');
    expect(await ownProfile(t, model)).toMatchObject({
      guardian_consent: { status: 'pending', confirmed_at: null, last_sent_at: expect.any(String) },
    });

    const token = await consentTokenFor(mail, guardian.guardian_email);
    const [stored] = await t.database.db.select().from(guardianConsents).where(eq(guardianConsents.userId, model.id));
    expect(stored?.tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(JSON.stringify(stored)).not.toContain(token);

    const looked = await postConsent(t, 'lookup', token);
    expect(looked.statusCode, looked.body).toBe(200);
    expect(looked.json().consent).toMatchObject({ model_name: 'Sofia Teste', guardian_name: guardian.guardian_name, confirmed_at: null });

    const confirmed = await postConsent(t, 'confirm', token, '198.51.100.23');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().consent.confirmed_at).toEqual(expect.any(String));
    const [record] = await t.database.db.select().from(guardianConsents).where(eq(guardianConsents.userId, model.id));
    expect(record).toMatchObject({
      modelName: 'Sofia Teste',
      guardianName: guardian.guardian_name,
      guardianEmail: guardian.guardian_email,
      guardianPhone: guardian.guardian_phone,
      confirmedIp: '198.51.100.23',
      textVersion: GUARDIAN_CONSENT_TEXT_VERSION,
      tokenHash: null,
    });
    expect(record?.confirmedAt).toBeInstanceOf(Date);
    expect(await ownProfile(t, model)).toMatchObject({ guardian_consent: { status: 'confirmed', confirmed_at: record?.confirmedAt?.toISOString() } });

    // Once only.
    for (const action of ['confirm', 'lookup'] as const) {
      const again = await postConsent(t, action, token);
      expect(again.statusCode).toBe(400);
      expect(again.json().code).toBe('GUARDIAN_CONSENT_LINK_INVALID');
    }
    expect((await postConsent(t, 'lookup', 'x'.repeat(43))).json().code).toBe('GUARDIAN_CONSENT_LINK_INVALID');
  });

  it('refuses an expired link, and the link of a guardian replaced meanwhile', async () => {
    const model = await createPerson(t, 'model', { firstName: 'Bia' });
    const first = await makeMinor(t, mail, model, { confirm: false });
    const firstToken = await consentTokenFor(mail, first.guardian_email);
    await t.database.db
      .update(guardianConsents)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(guardianConsents.userId, model.id));
    expect((await postConsent(t, 'confirm', firstToken)).json().code).toBe('GUARDIAN_CONSENT_LINK_INVALID');

    // She sends it again: a new link; then names someone else before it was used.
    const resent = await call(t, model, 'POST', '/api/profiles/me/guardian-consent/resend');
    expect(resent.statusCode, resent.body).toBe(200);
    const secondToken = await consentTokenFor(mail, first.guardian_email, 2);
    const other = newGuardian('Rita');
    expect((await patchProfile(t, model, other)).statusCode).toBe(200);
    expect((await postConsent(t, 'confirm', secondToken)).json().code).toBe('GUARDIAN_CONSENT_LINK_INVALID');
    expect((await postConsent(t, 'confirm', await consentTokenFor(mail, other.guardian_email))).statusCode).toBe(200);
    expect((await ownProfile(t, model)).guardian_consent).toMatchObject({ status: 'confirmed' });
  });
});

describe('until the guardian confirms, she cannot apply nor be proposed to', () => {
  it('blocks applying and a direct proposal with a message to each side; once confirmed, both work', async () => {
    const model = await createPerson(t, 'model', { firstName: 'Duda' });
    const guardian = await makeMinor(t, mail, model, { confirm: false });
    const job = await insertJob(t, owner.id);

    const applied = await apply(model, job.id);
    expect(applied.statusCode, applied.body).toBe(403);
    expect(applied.json()).toMatchObject({
      code: 'GUARDIAN_CONSENT_REQUIRED',
      message: 'Seu responsável ainda não confirmou a autorização. Reenvie o email em Meu Perfil.',
    });
    expect(await t.database.db.select().from(applications).where(eq(applications.modelId, model.id))).toEqual([]);

    const proposed = await propose(model);
    expect(proposed.statusCode, proposed.body).toBe(403);
    expect(proposed.json()).toMatchObject({ code: 'GUARDIAN_CONSENT_REQUIRED', message: guardianConsentMessages.hirerBlocked });

    expect((await postConsent(t, 'confirm', await consentTokenFor(mail, guardian.guardian_email))).statusCode).toBe(200);
    expect((await apply(model, job.id)).statusCode).toBe(201);
    expect((await propose(model)).statusCode).toBe(201);
  });

  it('a changed guardian confirms again: hiring from her application and accepting wait for the new one', async () => {
    const model = await createPerson(t, 'model', { firstName: 'Lia' });
    await makeMinor(t, mail, model);
    const job = await insertJob(t, owner.id);
    const applied = await apply(model, job.id);
    expect(applied.statusCode, applied.body).toBe(201);
    const direct = await propose(model, 'Editorial');
    expect(direct.statusCode, direct.body).toBe(201);

    // No contract runs yet: she may name someone else, who must confirm.
    const next = newGuardian('Joana');
    const changed = await patchProfile(t, model, next);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().profile.guardian_consent).toMatchObject({ status: 'pending' });

    const hired = await hire(applied.json().application.id);
    expect(hired.statusCode, hired.body).toBe(403);
    expect(hired.json()).toMatchObject({ code: 'GUARDIAN_CONSENT_REQUIRED', message: guardianConsentMessages.hirerBlocked });
    const accepted = await call(t, model, 'POST', `/api/proposals/${direct.json().proposal.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(403);
    expect(accepted.json()).toMatchObject({
      code: 'GUARDIAN_CONSENT_REQUIRED',
      message: 'Seu responsável ainda não confirmou a autorização. Reenvie o email em Meu Perfil.',
    });

    expect((await postConsent(t, 'confirm', await consentTokenFor(mail, next.guardian_email))).statusCode).toBe(200);
    expect((await hire(applied.json().application.id)).statusCode).toBe(200);
    expect((await call(t, model, 'POST', `/api/proposals/${direct.json().proposal.id}/accept`)).statusCode).toBe(200);
  });

  it('leaves adults and models of unknown age as they were', async () => {
    const adult = await createPerson(t, 'model', { firstName: 'Vera' });
    expect((await patchProfile(t, adult, { birth_date: bornYearsAgo(25) })).statusCode).toBe(200);
    const unknown = await createPerson(t, 'model', { firstName: 'Iris' });
    const job = await insertJob(t, owner.id);
    for (const model of [adult, unknown]) {
      expect((await ownProfile(t, model)).guardian_consent).toBeNull();
      expect((await apply(model, job.id)).statusCode).toBe(201);
      expect((await propose(model)).statusCode).toBe(201);
    }
  });
});

describe('guardianship cannot be dodged while a contract runs', () => {
  it('refuses clearing the birth date, an adult date and a new guardian during a funded contract; the contractor still reaches the guardian', async () => {
    const model = await createPerson(t, 'model', { firstName: 'Clara' });
    const guardian = await makeMinor(t, mail, model);
    const proposal = await propose(model, 'Catálogo escolar');
    expect(proposal.statusCode, proposal.body).toBe(201);
    const accepted = await call(t, model, 'POST', `/api/proposals/${proposal.json().proposal.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const contractId = accepted.json().contract.id as string;
    await creditWalletForTest(t.database.db, owner.id, 80_000);
    const funded = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${contractId}/fund-with-wallet`,
      headers: { ...owner.headers, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      payload: {},
    });
    expect(funded.statusCode, funded.body).toBe(200);

    for (const birthDate of [null, bornYearsAgo(19)]) {
      const refused = await patchProfile(t, model, { birth_date: birthDate });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'BIRTH_DATE_LOCKED', details: [{ path: 'birth_date' }] });
    }
    const swapped = await patchProfile(t, model, newGuardian('Bruna'));
    expect(swapped.statusCode, swapped.body).toBe(409);
    expect(swapped.json()).toMatchObject({
      code: 'GUARDIAN_CHANGE_BLOCKED',
      message: 'Para trocar o responsável durante uma contratação em andamento, fale com o suporte.',
    });
    const phoneOnly = await patchProfile(t, model, { ...guardian, guardian_phone: '19977776666' });
    expect(phoneOnly.json()).toMatchObject({ code: 'GUARDIAN_CHANGE_BLOCKED', details: [{ path: 'guardian_phone' }] });
    // Saving the rest of the profile as it is still works.
    expect((await patchProfile(t, model, { ...guardian, bio: 'Estudante.' })).statusCode).toBe(200);

    const contact = (await call(t, owner, 'GET', `/api/contracts/${contractId}`)).json().contract.counterpart.contact;
    expect(contact).toMatchObject({ phone: guardian.guardian_phone, guardian_name: guardian.guardian_name, minor: true });
    expect(JSON.stringify(contact)).not.toContain(model.phone);
    const [row] = await t.database.db
      .select({ birthDate: profiles.birthDate, confirmedAt: profiles.guardianConfirmedAt })
      .from(profiles)
      .where(eq(profiles.userId, model.id));
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    const page = await t.app.inject({ url: `/perfil/${model.slug}` });
    expect(page.body).toMatch(/<meta name="robots" content="noindex"/);
  });
});

describe('POST /api/profiles/me/guardian-consent/resend', () => {
  it('sends a new link while the guardian has not confirmed, five an hour, and refuses when nothing waits', async () => {
    const model = await createPerson(t, 'model', { firstName: 'Manu' });
    const guardian = await makeMinor(t, mail, model, { confirm: false });
    // Naming the guardian sent the first of the hour's five.
    for (let sent = 2; sent <= 5; sent++) {
      const res = await call(t, model, 'POST', '/api/profiles/me/guardian-consent/resend');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().guardian_consent).toMatchObject({ status: 'pending', last_sent_at: expect.any(String) });
      await consentTokenFor(mail, guardian.guardian_email, sent);
    }
    const limited = await call(t, model, 'POST', '/api/profiles/me/guardian-consent/resend');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    await t.drainJobs();
    expect(mail.to(guardian.guardian_email, 'Autorize')).toHaveLength(5);

    // Only the latest link works.
    const tokens = mail
      .to(guardian.guardian_email, 'Autorize')
      .map((message) => new URL(message.text.match(/https?:\/\/\S+/)?.[0] ?? '').searchParams.get('token') ?? '');
    expect((await postConsent(t, 'confirm', tokens[0] ?? '')).json().code).toBe('GUARDIAN_CONSENT_LINK_INVALID');
    expect((await postConsent(t, 'confirm', tokens[4] ?? '')).statusCode).toBe(200);

    const confirmed = await call(t, model, 'POST', '/api/profiles/me/guardian-consent/resend');
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json()).toMatchObject({ code: 'GUARDIAN_CONSENT_NOT_PENDING', message: guardianConsentMessages.alreadyConfirmed });

    const adult = await createPerson(t, 'model', { firstName: 'Tati' });
    expect((await call(t, adult, 'POST', '/api/profiles/me/guardian-consent/resend')).json()).toMatchObject({
      code: 'GUARDIAN_CONSENT_NOT_PENDING',
      message: guardianConsentMessages.nothingToConfirm,
    });
    expect((await call(t, owner, 'POST', '/api/profiles/me/guardian-consent/resend')).statusCode).toBe(403);
  });
});
