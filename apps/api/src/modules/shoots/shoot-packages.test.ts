import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profileMedia, shootBookings } from '../../db/schema/index.ts';
import { dateFromToday } from '../../test-support/hiring.ts';
import { createPerson, openHiringTestApp } from '../../test-support/people.ts';
import { everyDayHours, packageBody, publishedPackage, send } from '../../test-support/shoots.ts';
import { saoPauloInstant, weekdayOf } from './shoot-time.ts';

const { t, model, otherOwner: photographer } = await openHiringTestApp();
const other = await createPerson(t, 'photographer', { firstName: 'Rita' });
const db = () => t.database.db;

describe('packages', () => {
  it('a photographer publishes, edits and pauses; a paused package is hers alone', async () => {
    const pkg = await publishedPackage(t, photographer, { title: 'Retrato corporativo em estúdio', category: 'corporativo' });
    expect((await send(t, model, 'POST', '/api/shoots', packageBody())).statusCode).toBe(403);
    expect((await send(t, other, 'PATCH', `/api/shoots/${pkg.id}`, { price_cents: 1000_00 })).statusCode).toBe(404);
    const edited = await send(t, photographer, 'PATCH', `/api/shoots/${pkg.id}`, { price_cents: 90_000, status: 'paused' });
    expect(edited.json().package).toMatchObject({ price_cents: 90_000, status: 'paused', is_mine: true });
    // Extras keep their ids through an edit.
    expect(edited.json().package.extras.map((extra: { id: string }) => extra.id)).toEqual(pkg.extras.map((extra) => extra.id));
    expect((await send(t, null, 'GET', `/api/shoots/${pkg.id}`)).statusCode).toBe(404);
    expect((await send(t, photographer, 'GET', `/api/shoots/${pkg.id}`)).statusCode).toBe(200);
    const mine = await send(t, photographer, 'GET', '/api/shoots/mine');
    expect(mine.json().items.map((item: { id: string }) => item.id)).toContain(pkg.id);
    const booking = await send(t, model, 'POST', '/api/shoot-bookings', {
      package_id: pkg.id,
      date: dateFromToday(30),
      start_time: '10:00',
      image_use: { who: 'both', where: ['portfolio'], duration: '6m' },
    });
    expect(booking.statusCode).toBe(404);
    await send(t, photographer, 'PATCH', `/api/shoots/${pkg.id}`, { status: 'active' });
  });

  it('refuses a studio without an address, a bad duration and covers from another gallery, in Portuguese', async () => {
    const noAddress = await send(t, photographer, 'POST', '/api/shoots', packageBody({ address: '' }));
    expect(noAddress.statusCode).toBe(400);
    expect(JSON.stringify(noAddress.json().details)).toContain('Informe o endereço do estúdio.');
    expect((await send(t, photographer, 'POST', '/api/shoots', packageBody({ duration_minutes: 45 }))).statusCode).toBe(400);
    const [photo] = await db().insert(profileMedia).values({ userId: other.id, url: '/uploads/x.webp', width: 10, height: 10, position: 0 }).returning();
    const stolen = await send(t, photographer, 'POST', '/api/shoots', packageBody({ cover_media_ids: [photo?.id as string] }));
    expect(stolen.json()).toMatchObject({ code: 'SHOOT_COVER_NOT_OWNED' });
  });
});

describe('/ensaios', () => {
  it('filters by UF, city, category, price and date, finds words without accents, pages by cursor', async () => {
    const seller = await createPerson(t, 'photographer', { firstName: 'Lia' });
    const blocked = dateFromToday(40);
    await send(t, seller, 'PUT', '/api/shoots/availability', {
      weekly_hours: [{ weekday: weekdayOf(dateFromToday(41)), start: '09:00', end: '18:00' }],
      blocked_dates: [blocked],
    });
    for (let i = 0; i < 5; i++) {
      const created = await send(t, seller, 'POST', '/api/shoots', packageBody({ title: `Ensaio gestante número ${i}`, category: 'gestante', city: 'Florianópolis', uf: 'SC', price_cents: 50_000 + i * 10_000 }));
      expect(created.statusCode, created.body).toBe(201);
    }
    const list = (query: string) => send(t, null, 'GET', `/api/shoots?${query}`);
    expect((await list('uf=SC&category=gestante')).json().items).toHaveLength(5);
    expect((await list('city=florianopolis')).json().items).toHaveLength(5);
    expect((await list('q=numero%20gestante&uf=SC')).json().items).toHaveLength(5);
    expect((await list('uf=SC&price_min=60000&price_max=80000')).json().items).toHaveLength(3);
    expect((await list(`uf=SC&date=${dateFromToday(41)}`)).json().items).toHaveLength(5);
    expect((await list(`uf=SC&date=${dateFromToday(42)}`)).json().items).toHaveLength(0);
    const first = (await list('uf=SC&limit=2')).json();
    expect(first.items).toHaveLength(2);
    const second = (await list(`uf=SC&limit=2&cursor=${first.nextCursor}`)).json();
    const third = (await list(`uf=SC&limit=2&cursor=${second.nextCursor}`)).json();
    const ids = [...first.items, ...second.items, ...third.items].map((item: { id: string }) => item.id);
    expect(new Set(ids).size).toBe(5);
    expect(third.nextCursor).toBeNull();
    expect((await list('cursor=forjado')).statusCode).toBe(400);
    expect((await list('price_min=9&price_max=1')).statusCode).toBe(400);
    const onProfile = await send(t, null, 'GET', `/api/profiles/${seller.slug}/shoots`);
    expect(onProfile.json().items).toHaveLength(5);
    expect((await send(t, null, 'GET', `/api/profiles/${model.slug}/shoots`)).json().items).toEqual([]);
  });
});

describe('free slots and the database constraint', () => {
  it('offers half hours inside the weekly hours, not on blocked days, not in the past', async () => {
    const seller = await createPerson(t, 'photographer', { firstName: 'Mel' });
    const pkg = await publishedPackage(t, seller, { duration_minutes: 60 });
    const day = dateFromToday(15);
    await send(t, seller, 'PUT', '/api/shoots/availability', { ...everyDayHours, blocked_dates: [dateFromToday(16)] });
    const slots = await send(t, null, 'GET', `/api/shoots/${pkg.id}/slots?from=${day}&to=${dateFromToday(16)}`);
    expect(slots.json().days).toEqual([{ date: day, times: Array.from({ length: 23 }, (_, i) => `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`) }]);
    expect((await send(t, null, 'GET', `/api/shoots/${pkg.id}/slots?from=${day}&to=${dateFromToday(60)}`)).statusCode).toBe(400);
    const overlapping = await send(t, seller, 'PUT', '/api/shoots/availability', {
      weekly_hours: [
        { weekday: 1, start: '08:00', end: '12:00' },
        { weekday: 1, start: '11:00', end: '14:00' },
      ],
      blocked_dates: [],
    });
    expect(overlapping.statusCode).toBe(400);
  });

  it('two overlapping active bookings of one photographer cannot be stored, whatever the code does', async () => {
    const pkg = await publishedPackage(t, other);
    const startsAt = saoPauloInstant(dateFromToday(50), '10:00');
    const row = (minutes: number) => ({
      packageId: pkg.id,
      buyerId: model.id,
      photographerId: other.id,
      title: 'x',
      category: 'book',
      editedPhotos: 1,
      deliveryDays: 1,
      place: 'x',
      startsAt: new Date(startsAt.getTime() + minutes * 60_000),
      endsAt: new Date(startsAt.getTime() + (minutes + 120) * 60_000),
      priceCents: 100,
      totalCents: 100,
      imageUse: { who: 'both' as const, where: ['portfolio' as const], duration: '1y' as const },
      payBy: new Date(),
    });
    await db().insert(shootBookings).values(row(0));
    await expect(db().insert(shootBookings).values(row(60))).rejects.toThrow();
    // Back to back is fine; a cancelled booking holds nothing.
    await db().insert(shootBookings).values(row(120));
    await db().insert(shootBookings).values({ ...row(30), status: 'cancelled' });
    const count = await db().execute(sql`select count(*)::int as n from shoot_bookings where photographer_id = ${other.id}`);
    expect(Number(count.rows[0]?.n)).toBe(3);
  });
});
