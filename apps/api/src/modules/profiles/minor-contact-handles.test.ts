import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage, multipart } from '../../test-support/accounts.ts';
import { createMailCapture } from '../../test-support/mail-capture.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { call, insertJob } from '../../test-support/hiring.ts';
import { createPerson } from '../../test-support/people.ts';
import type { TestPerson } from '../../test-support/test-person.ts';
import { bornYearsAgo, makeMinor, patchProfile } from '../../test-support/guardian-consent.ts';

// README "Minors reach contractors through a guardian": a minor's Instagram is a direct way
// around her guardian, so only she and admins see it, wherever a profile is answered.

const mail = createMailCapture();
let t: TestApp;
let minor: TestPerson;
let adult: TestPerson;
let contractor: TestPerson;
let admin: TestPerson;
let jobId: string;

beforeAll(async () => {
  t = await createTestApp({ deps: { mailer: mail.mailer } });
  contractor = await createPerson(t, 'contractor', { firstName: 'Carlos' });
  admin = await createPerson(t, 'admin', { firstName: 'Adm' });
  minor = await createPerson(t, 'model', { firstName: 'Júlia' });
  adult = await createPerson(t, 'model', { firstName: 'Vera' });
  await makeMinor(t, mail, minor);
  expect((await patchProfile(t, minor, { instagram_handle_raw: '@julia.teen.secreta' })).statusCode).toBe(200);
  expect((await patchProfile(t, adult, { birth_date: bornYearsAgo(25), instagram_handle_raw: '@vera.adulta' })).statusCode).toBe(200);
  const job = await insertJob(t, contractor.id);
  jobId = job.id;
  for (const model of [minor, adult]) expect((await call(t, model, 'POST', `/api/jobs/${jobId}/applications`, {})).statusCode).toBe(201);
  for (const model of [minor, adult])
    expect((await t.app.inject({ method: 'PUT', url: `/api/favorites/model/${model.slug}`, headers: contractor.headers })).statusCode).toBeLessThan(300);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const publicProfile = (viewer: TestPerson | null, slug: string) => call(t, viewer, 'GET', `/api/profiles/${slug}`);

describe('a minor’s Instagram', () => {
  it('is absent from her public profile for a guest and a contractor, present for an admin and herself', async () => {
    for (const viewer of [null, contractor]) {
      const res = await publicProfile(viewer, minor.slug);
      expect(res.statusCode).toBe(200);
      expect(res.json().profile).toMatchObject({ first_name: 'Júlia', age: 16, instagram_handle: null, instagram_handle_raw: null });
      expect(res.body).not.toContain('julia.teen.secreta');
    }
    for (const viewer of [admin, minor]) {
      expect((await publicProfile(viewer, minor.slug)).json().profile).toMatchObject({
        instagram_handle: 'julia.teen.secreta',
        instagram_handle_raw: '@julia.teen.secreta',
      });
    }
    expect((await call(t, minor, 'GET', '/api/profiles/me')).json().profile.instagram_handle).toBe('julia.teen.secreta');
    // An adult's stays public.
    expect((await publicProfile(null, adult.slug)).json().profile.instagram_handle).toBe('vera.adulta');
  });

  it('is absent from the cards of lists and favourites and from the job’s applicants', async () => {
    const views = [
      await call(t, null, 'GET', '/api/models?q=J%C3%BAlia'),
      await call(t, contractor, 'GET', '/api/models?q=J%C3%BAlia'),
      await call(t, contractor, 'GET', '/api/favorites?kind=model'),
      await call(t, contractor, 'GET', `/api/jobs/${jobId}/applications`),
    ];
    for (const view of views) {
      expect(view.statusCode, view.body).toBe(200);
      expect(view.body).not.toContain('julia.teen.secreta');
    }
    expect(views[3]?.body).toContain(minor.slug);
    expect(views[2]?.body).toContain(minor.slug);
  });

  it('is absent from her proposals and contracts as the contractor sees them', async () => {
    const proposal = await call(t, contractor, 'POST', '/api/proposals', {
      title: 'Catálogo teen',
      description: 'Estúdio.',
      work_date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      place: 'Campinas/SP',
      amount_cents: 50_000,
      model_slug: minor.slug,
    });
    expect(proposal.statusCode, proposal.body).toBe(201);
    const accepted = await call(t, minor, 'POST', `/api/proposals/${proposal.json().proposal.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    for (const url of ['/api/me/proposals?role=sent', '/api/me/contracts', `/api/contracts/${accepted.json().contract.id}`]) {
      const res = await call(t, contractor, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('julia.teen.secreta');
      expect(res.body, url).not.toContain(minor.phone);
    }
  });
});

describe('contacts in a minor’s free text (her bio, her photos’ captions)', () => {
  const bio = 'Modelo teen de Campinas. Me chama no zap (19) 98877-6655 ou julia.teen@gmail.com';
  const caption = 'Ensaio no parque, fala comigo: insta @julia.teen.secreta';
  const leaks = ['98877', '6655', 'julia.teen@gmail.com', 'julia.teen.secreta'];
  let minorWithText: TestPerson;

  beforeAll(async () => {
    minorWithText = await createPerson(t, 'model', { firstName: 'Lívia' });
    await makeMinor(t, mail, minorWithText);
    expect((await patchProfile(t, minorWithText, { bio })).statusCode).toBe(200);
    const form = await multipart({}, { photos: { bytes: await makeImage('jpeg', 64) } });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/profiles/me/media',
      headers: { ...minorWithText.headers, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photoId = uploaded.json().items[0].id as string;
    const captioned = await t.app.inject({ method: 'PATCH', url: `/api/profiles/me/media/${photoId}`, headers: minorWithText.headers, payload: { caption } });
    expect(captioned.statusCode, captioned.body).toBe(200);
  }, 60_000);

  it('are hidden from a guest and a contractor on her profile and her gallery', async () => {
    for (const viewer of [null, contractor]) {
      const profile = await publicProfile(viewer, minorWithText.slug);
      expect(profile.statusCode).toBe(200);
      expect(profile.json().profile.bio).toBe('Modelo teen de Campinas. Me chama no zap [contato oculto] ou [contato oculto]');
      const gallery = await call(t, viewer, 'GET', `/api/profiles/${minorWithText.slug}/media`);
      expect(gallery.statusCode).toBe(200);
      expect(gallery.json().items[0].caption).toMatch(/^Ensaio no parque, fala comigo: .*\[contato oculto\]$/);
      for (const leak of leaks) {
        expect(profile.body).not.toContain(leak);
        expect(gallery.body).not.toContain(leak);
      }
    }
    // The shared link's preview: share-previews.test.ts (it needs a built page to put its tags in).
  });

  it('are shown as written to herself and to admins', async () => {
    for (const viewer of [minorWithText, admin]) {
      expect((await publicProfile(viewer, minorWithText.slug)).json().profile.bio).toBe(bio);
      expect((await call(t, viewer, 'GET', `/api/profiles/${minorWithText.slug}/media`)).json().items[0].caption).toBe(caption);
    }
    expect((await call(t, minorWithText, 'GET', '/api/profiles/me')).json().profile.bio).toBe(bio);
    expect((await call(t, minorWithText, 'GET', '/api/profiles/me/media')).json().items[0].caption).toBe(caption);
  });

  it('are left alone in an adult’s bio', async () => {
    expect((await patchProfile(t, adult, { bio: 'Agência: (19) 98877-6655' })).statusCode).toBe(200);
    expect((await publicProfile(null, adult.slug)).json().profile.bio).toBe('Agência: (19) 98877-6655');
  });
});
