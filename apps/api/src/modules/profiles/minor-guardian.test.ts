import { guardianMessages } from '@passarela/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index.ts';
import { createMailCapture } from '../../test-support/mail-capture.ts';
import { openTestAppForFile } from '../../test-support/test-app.ts';
import { call, fundContractFromWallet, proposalBody } from '../../test-support/hiring.ts';
import { createPerson } from '../../test-support/people.ts';
import { bornYearsAgo, consentTokenFor, ownProfile, patchProfile, postConsent } from '../../test-support/guardian-consent.ts';

// docs/security.md #23: a model under 18 needs a guardian's name, email and phone, and the other
// side of her contracts reaches the guardian, never her own phone.

const mail = createMailCapture();
const t = await openTestAppForFile({ deps: { mailer: mail.mailer } });
const owner = await createPerson(t, 'contractor', { firstName: 'Carlos' });
const admin = await createPerson(t, 'admin', { firstName: 'Adm' });

const guardian = { guardian_name: '  Marta Souza Lima ', guardian_email: 'Marta.Lima@Exemplo.com.br', guardian_phone: '(19) 98888-7777' };

describe('a minor model needs a legal guardian', () => {
  it('refuses a birth date under 18 without the guardian, field by field, and saves nothing', async () => {
    const model = await createPerson(t, 'model', { firstName: 'Lara' });
    const res = await patchProfile(t, model, { birth_date: bornYearsAgo(16) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        { path: 'guardian_name', message: guardianMessages.nameRequired },
        { path: 'guardian_email', message: guardianMessages.emailRequired },
        { path: 'guardian_phone', message: guardianMessages.phoneRequired },
      ],
    });
    expect((await ownProfile(t, model)).birth_date).toBeNull();

    // Each field is also checked for its form.
    const bad = await patchProfile(t, model, { birth_date: bornYearsAgo(16), guardian_name: 'Marta', guardian_email: 'marta@', guardian_phone: '1999' });
    expect(bad.statusCode).toBe(400);
    const messages = Object.fromEntries((bad.json().details as { path: string; message: string }[]).map((detail) => [detail.path, detail.message]));
    expect(messages).toEqual({
      guardian_name: guardianMessages.nameIncomplete,
      guardian_email: guardianMessages.emailInvalid,
      guardian_phone: guardianMessages.phoneInvalid,
    });
  });

  it('keeps the guardian private, keeps it when not sent, refuses to drop it, and clears it for an adult (by an admin)', async () => {
    const model = await createPerson(t, 'model', { firstName: 'Nina' });
    const saved = await patchProfile(t, model, { birth_date: bornYearsAgo(15), ...guardian });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile).toMatchObject({
      guardian_name: 'Marta Souza Lima',
      guardian_email: 'marta.lima@exemplo.com.br',
      guardian_phone: '19988887777',
    });

    const publicView = await t.app.inject({ url: `/api/profiles/${model.slug}` });
    expect(publicView.json().profile.age).toBe(15);
    for (const secret of ['Marta', 'marta.lima', '19988887777', 'guardian']) expect(publicView.body).not.toContain(secret);

    // Admins see that she is a minor, and who answers for her.
    const adminView = await call(t, admin, 'GET', `/api/admin/users/${model.id}`);
    expect(adminView.json().user).toMatchObject({
      is_minor: true,
      guardian: { name: 'Marta Souza Lima', email: 'marta.lima@exemplo.com.br', phone: '19988887777' },
    });

    // An older form that does not know the fields keeps them.
    expect((await patchProfile(t, model, { bio: 'Estudante e modelo.' })).statusCode).toBe(200);
    expect(await ownProfile(t, model)).toMatchObject({ bio: 'Estudante e modelo.', guardian_email: 'marta.lima@exemplo.com.br' });
    const dropped = await patchProfile(t, model, { guardian_email: null });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().details).toEqual([{ location: 'body', path: 'guardian_email', message: guardianMessages.emailRequired }]);

    // She cannot make herself an adult; an admin who corrects the date to an adult's clears the guardian.
    expect((await patchProfile(t, model, { birth_date: bornYearsAgo(19) })).statusCode).toBe(409);
    const adult = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${model.id}/birth-date`,
      headers: admin.headers,
      payload: { birth_date: bornYearsAgo(19), reason: 'Documento conferido pelo suporte.' },
    });
    expect(adult.statusCode, adult.body).toBe(200);
    expect(await ownProfile(t, model)).toMatchObject({ age: 19, guardian_name: null, guardian_email: null, guardian_phone: null, guardian_consent: null });
    const [row] = await t.database.db
      .select({ name: profiles.guardianName, email: profiles.guardianEmail })
      .from(profiles)
      .where(eq(profiles.userId, model.id));
    expect(row).toEqual({ name: null, email: null });
    expect((await call(t, admin, 'GET', `/api/admin/users/${model.id}`)).json().user).toMatchObject({ is_minor: false, guardian: null });
  });

  it('asks no guardian of contractors and photographers, and keeps none for them', async () => {
    const photographer = await createPerson(t, 'photographer', { firstName: 'Iago' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profiles/me',
      headers: photographer.headers,
      payload: {
        first_name: 'Iago',
        last_name: 'Teste',
        phone: photographer.phone,
        city: 'Recife',
        state: 'PE',
        instagram_handle_raw: '@iago',
        birth_date: bornYearsAgo(17),
        ...guardian,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({ guardian_name: null, guardian_email: null, guardian_phone: null });
  });
});

describe('the other side of a minor’s contract reaches her guardian', () => {
  it('gets the guardian’s WhatsApp instead of hers; admins still see hers; the guardian is copied on her emails', async () => {
    const model = await createPerson(t, 'model', { firstName: 'Sofia' });
    expect((await patchProfile(t, model, { birth_date: bornYearsAgo(16), ...guardian })).statusCode).toBe(200);
    // Her guardian confirms by the emailed link before anyone can propose (guardian-consent.test.ts);
    // the newest link is the last one sent once the queue has sent it.
    await t.drainJobs();
    expect(
      (await postConsent(t, 'confirm', await consentTokenFor(mail, 'marta.lima@exemplo.com.br', mail.to('marta.lima@exemplo.com.br', 'Autorize').length)))
        .statusCode,
    ).toBe(200);

    const proposal = await call(t, owner, 'POST', '/api/proposals', { ...proposalBody({ title: 'Catálogo teen' }), model_slug: model.slug });
    expect(proposal.statusCode, proposal.body).toBe(201);
    // The proposal reaches her and, as a copy, her guardian.
    await mail.waitFor(String((await ownProfile(t, model)).email), 'Passarela: Você recebeu uma proposta');
    const copy = await mail.waitFor('marta.lima@exemplo.com.br', 'Aviso para Sofia');
    expect(copy.subject).toBe('Aviso para Sofia na Passarela: Você recebeu uma proposta');
    expect(copy.text).toContain('Olá, Marta!');
    expect(copy.text).toContain('responsável legal de Sofia Teste');
    expect(copy.text).toContain('Carlos Teste');

    const accepted = await call(t, model, 'POST', `/api/proposals/${proposal.json().proposal.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const contractId = accepted.json().contract.id as string;
    // No number on either side until the contract is paid (docs/security.md #11).
    expect(accepted.json().contract.counterpart.contact).toBeNull();
    expect((await call(t, owner, 'GET', `/api/contracts/${contractId}`)).json().contract.counterpart.contact).toBeNull();
    await fundContractFromWallet(t, owner, contractId, proposalBody().amount_cents);
    // Paid: she sees the contractor's WhatsApp.
    expect((await call(t, model, 'GET', `/api/contracts/${contractId}`)).json().contract.counterpart.contact).toMatchObject({
      phone: owner.phone,
      minor: false,
      guardian_name: null,
    });

    const ownerView = await call(t, owner, 'GET', `/api/contracts/${contractId}`);
    expect(ownerView.body).not.toContain(model.phone);
    const contact = ownerView.json().contract.counterpart.contact;
    expect(contact).toMatchObject({ phone: '19988887777', guardian_name: 'Marta Souza Lima', minor: true });
    const url = new URL(contact.whatsapp_url);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/5519988887777');
    expect(url.searchParams.get('text')).toBe('Olá, Marta! Sou Carlos Teste, da Passarela, sobre o trabalho "Catálogo teen" com Sofia Teste.');

    const adminView = (await call(t, admin, 'GET', `/api/contracts/${contractId}`)).json().contract;
    expect(adminView.model.contact).toMatchObject({ phone: model.phone, minor: true });

    // A minor whose guardian is missing (a birth date stored before the rule): no phone at all.
    await t.database.db.update(profiles).set({ guardianPhone: null }).where(eq(profiles.userId, model.id));
    const without = (await call(t, owner, 'GET', `/api/contracts/${contractId}`)).json().contract.counterpart.contact;
    expect(without).toEqual({ phone: null, whatsapp_url: null, guardian_name: null, minor: true });
  });
});
