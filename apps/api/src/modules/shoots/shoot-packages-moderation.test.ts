import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shootPackages } from '../../db/schema/index.ts';
import { openHiringTestApp } from '../../test-support/people.ts';
import { bookingBody, publishedPackage, send } from '../../test-support/shoots.ts';
import { createSharePreviewsRepository } from '../share-previews/index.ts';

// A shoot package hidden by moderation (three reporters or an admin) is out of /ensaios, the
// photographer's profile and link previews, answers 404 to all but her and admins, and sells nothing.

const { t, model, owner, otherOwner: photographer, admin } = await openHiringTestApp();

const titlesOf = (res: { json(): { items: { title: string }[] } }) => res.json().items.map((item) => item.title);

describe('a shoot package hidden by moderation', () => {
  it('leaves the lists and link previews, answers 404 to others, and cannot be booked', async () => {
    const shown = await publishedPackage(t, photographer, { title: 'Zmod ensaio visível', uf: 'RR', city: 'Boa Vista' });
    const hidden = await publishedPackage(t, photographer, { title: 'Zmod ensaio oculto', uf: 'RR', city: 'Boa Vista' });
    await t.database.db.update(shootPackages).set({ moderationHiddenBy: 'reports' }).where(eq(shootPackages.id, hidden.id));

    for (const query of ['uf=RR', 'q=zmod', 'city=boa%20vista'])
      expect(titlesOf(await send(t, null, 'GET', `/api/shoots?${query}`)), query).toEqual(['Zmod ensaio visível']);
    expect(titlesOf(await send(t, null, 'GET', `/api/profiles/${photographer.slug}/shoots`))).toEqual(['Zmod ensaio visível']);
    // Her own list keeps it.
    expect(titlesOf(await send(t, photographer, 'GET', '/api/shoots/mine'))).toContain('Zmod ensaio oculto');

    for (const who of [null, model, owner]) {
      for (const path of ['', '/slots']) {
        const res = await send(t, who, 'GET', `/api/shoots/${hidden.id}${path}`);
        expect(res.statusCode, `${path} as ${who?.type ?? 'guest'}`).toBe(404);
        expect(res.json().code).toBe('SHOOT_NOT_FOUND');
      }
    }
    for (const who of [photographer, admin]) expect((await send(t, who, 'GET', `/api/shoots/${hidden.id}`)).statusCode, who.type).toBe(200);
    expect((await send(t, model, 'GET', `/api/shoots/${shown.id}`)).statusCode).toBe(200);

    const booking = await send(t, model, 'POST', '/api/shoot-bookings', bookingBody(hidden.id));
    expect(booking.statusCode).toBe(404);
    expect(booking.json().code).toBe('SHOOT_NOT_FOUND');

    const previews = createSharePreviewsRepository(t.database.db);
    expect(await previews.findShootPreview(shown.id)).toBeDefined();
    expect(await previews.findShootPreview(hidden.id)).toBeUndefined();

    // Shown again (a report dismissed): on sale again.
    await t.database.db.update(shootPackages).set({ moderationHiddenBy: null }).where(eq(shootPackages.id, hidden.id));
    expect((await send(t, model, 'POST', '/api/shoot-bookings', bookingBody(hidden.id))).statusCode).toBe(201);
  });
});
