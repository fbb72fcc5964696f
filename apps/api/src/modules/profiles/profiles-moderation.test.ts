import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index.ts';
import { call } from '../../test-support/hiring.ts';
import { createPerson, openHiringTestApp } from '../../test-support/people.ts';
import type { TestPerson } from '../../test-support/test-person.ts';
import { createSharePreviewsRepository } from '../share-previews/index.ts';

// A profile hidden by moderation (three reporters or an admin: profiles.moderation_hidden_by) is out
// of every list and answers 404 like a suspended person's, for everyone but its owner and admins.

const { t, model, owner, otherOwner, admin } = await openHiringTestApp();
const previews = createSharePreviewsRepository(t.database.db);

async function setHidden(person: TestPerson, by: 'reports' | 'admin' | null) {
  await t.database.db.update(profiles).set({ moderationHiddenBy: by }).where(eq(profiles.userId, person.id));
}

async function listedCopy(person: TestPerson): Promise<boolean> {
  const [row] = await t.database.db.select({ isSuspended: profiles.isSuspended }).from(profiles).where(eq(profiles.userId, person.id));
  return row?.isSuspended as boolean;
}

const slugsOf = (res: { json(): { items: { profile_slug: string }[] } }) => res.json().items.map((item) => item.profile_slug);
const heart = (who: TestPerson, kind: 'model' | 'contractor', slug: string) =>
  t.app.inject({ method: 'PUT', url: `/api/favorites/${kind}/${slug}`, headers: who.headers });
const adminAct = (action: 'suspend' | 'reinstate', person: TestPerson) =>
  call(t, admin, 'POST', `/api/admin/users/${person.id}/${action}`, { reason: 'Teste de moderação.' });

describe('a profile hidden by moderation', () => {
  it('answers 404 to guests and other people, with its gallery, reviews and jobs; its owner and admins still see it', async () => {
    const hidden = await createPerson(t, 'contractor', { firstName: 'Otília' });
    await setHidden(hidden, 'reports');
    for (const path of ['', '/media', '/reviews', '/jobs']) {
      for (const who of [null, model, otherOwner]) {
        const res = await call(t, who, 'GET', `/api/profiles/${hidden.slug}${path}`);
        expect(res.statusCode, `${path} as ${who?.type ?? 'guest'}`).toBe(404);
        expect(res.json().code).toBe('PROFILE_NOT_FOUND');
      }
      for (const who of [hidden, admin])
        expect((await call(t, who, 'GET', `/api/profiles/${hidden.slug}${path}`)).statusCode, `${path} as ${who.type}`).toBe(200);
    }
    await setHidden(hidden, null);
    expect((await call(t, null, 'GET', `/api/profiles/${hidden.slug}`)).statusCode).toBe(200);
  });

  it('leaves /modelos, /contratantes, the home page, favourites, the sitemap and link previews', async () => {
    const shownModel = await createPerson(t, 'model', { firstName: 'Vitória' });
    const hiddenModel = await createPerson(t, 'model', { firstName: 'Olívia' });
    const hiddenHirer = await createPerson(t, 'contractor', { firstName: 'Osvaldo' });
    for (const slug of [shownModel.slug, hiddenModel.slug]) expect((await heart(owner, 'model', slug)).statusCode).toBe(204);
    expect((await heart(model, 'contractor', hiddenHirer.slug)).statusCode).toBe(204);
    await setHidden(hiddenModel, 'reports');
    await setHidden(hiddenHirer, 'admin');

    const models = slugsOf(await call(t, null, 'GET', '/api/models?limit=48'));
    expect(models).toContain(shownModel.slug);
    expect(models).not.toContain(hiddenModel.slug);
    expect(slugsOf(await call(t, null, 'GET', '/api/contractors?limit=48'))).not.toContain(hiddenHirer.slug);
    const featured = (await call(t, null, 'GET', '/api/home')).json().featured_models.map((card: { profile_slug: string }) => card.profile_slug);
    expect(featured).toContain(shownModel.slug);
    expect(featured).not.toContain(hiddenModel.slug);

    expect(slugsOf(await call(t, owner, 'GET', '/api/favorites?kind=model'))).toEqual([shownModel.slug]);
    expect((await call(t, owner, 'GET', '/api/favorites/keys')).json().model).toEqual([shownModel.slug]);
    expect(slugsOf(await call(t, model, 'GET', '/api/favorites?kind=contractor'))).toEqual([]);
    expect((await heart(otherOwner, 'model', hiddenModel.slug)).statusCode).toBe(404);

    const sitemap = (await previews.indexableProfiles(1000)).map((entry) => entry.path);
    expect(sitemap).toContain(`/perfil/${shownModel.slug}`);
    expect(sitemap).not.toContain(`/perfil/${hiddenModel.slug}`);
    expect(sitemap).not.toContain(`/perfil/${hiddenHirer.slug}`);
    expect(await previews.findProfilePreview(shownModel.slug)).toBeDefined();
    expect(await previews.findProfilePreview(hiddenModel.slug)).toBeUndefined();

    // No first contact through a hidden model's profile.
    const contact = await call(t, owner, 'POST', '/api/conversations', { subject: { kind: 'profile', slug: hiddenModel.slug }, body: 'Olá! Tem agenda?' });
    expect(contact.statusCode).toBe(404);
    expect(contact.json().code).toBe('PROFILE_NOT_FOUND');
  });

  it('stays out of the lists while hidden, whatever a suspension and its reinstatement do (profiles.is_suspended)', async () => {
    const person = await createPerson(t, 'model', { firstName: 'Rita' });
    expect(await listedCopy(person)).toBe(false);
    await setHidden(person, 'reports');
    expect(await listedCopy(person)).toBe(true);

    // Suspended, then reinstated while the profile is still hidden: still out.
    expect((await adminAct('suspend', person)).statusCode).toBe(200);
    expect(await listedCopy(person)).toBe(true);
    expect((await adminAct('reinstate', person)).statusCode).toBe(200);
    expect(await listedCopy(person)).toBe(true);
    expect(slugsOf(await call(t, null, 'GET', '/api/models?limit=48'))).not.toContain(person.slug);

    // Shown again while suspended: still out, until reinstated.
    expect((await adminAct('suspend', person)).statusCode).toBe(200);
    await setHidden(person, null);
    expect(await listedCopy(person)).toBe(true);
    expect((await adminAct('reinstate', person)).statusCode).toBe(200);
    expect(await listedCopy(person)).toBe(false);
    expect(slugsOf(await call(t, null, 'GET', '/api/models?limit=48'))).toContain(person.slug);
  });
});
