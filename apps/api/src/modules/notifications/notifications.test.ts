import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test-support/accounts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test-support/test-app.ts';
import { createNotificationsRepository } from './notifications.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function unreadCount(cookie?: string) {
  return t.app.inject({ method: 'GET', url: '/api/notifications/unread-count', headers: cookie ? { cookie } : {} });
}

describe('GET /api/notifications/unread-count', () => {
  it('counts only the caller’s unread notifications', async () => {
    const me = await createAccount(t.app);
    const other = await createAccount(t.app);
    const repository = createNotificationsRepository(t.database.db);
    expect((await unreadCount(me.cookie)).json()).toEqual({ count: 0 });

    for (let i = 0; i < 12; i++) await repository.insert({ userId: me.user.id, type: 'test', title: `Aviso ${i}` });
    await repository.insert({ userId: me.user.id, type: 'test', title: 'Já lida', readAt: new Date() });
    await repository.insert({ userId: other.user.id, type: 'test', title: 'De outra pessoa' });

    const res = await unreadCount(me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 12 });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await unreadCount(other.cookie)).json()).toEqual({ count: 1 });
  });

  it('refuses guests with 401', async () => {
    const res = await unreadCount();
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/notifications and marking as read', () => {
  const list = (cookie: string, cursor?: string) =>
    t.app.inject({ url: `/api/notifications${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, headers: { cookie } });
  const post = (cookie: string | undefined, url: string) =>
    t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });

  it('lists only the caller’s, newest first, 20 per page with a cursor', async () => {
    const me = await createAccount(t.app);
    const other = await createAccount(t.app);
    const repository = createNotificationsRepository(t.database.db);
    const base = Date.now() - 100_000;
    for (let i = 0; i < 25; i++) {
      await repository.insert({
        userId: me.user.id,
        type: 'review_received',
        title: `Aviso ${i}`,
        body: `Corpo ${i}`,
        link: '/dashboard?tab=reviews',
        createdAt: new Date(base + i * 1000),
      });
    }
    await repository.insert({ userId: other.user.id, type: 'test', title: 'De outra pessoa' });

    const first = await list(me.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const page1 = first.json();
    expect(page1.items).toHaveLength(20);
    expect(page1.items[0]).toMatchObject({ title: 'Aviso 24', body: 'Corpo 24', link: '/dashboard?tab=reviews', read_at: null, type: 'review_received' });
    expect(page1.nextCursor).toEqual(expect.any(String));
    const page2 = (await list(me.cookie, page1.nextCursor)).json();
    expect(page2.items.map((n: { title: string }) => n.title)).toEqual(['Aviso 4', 'Aviso 3', 'Aviso 2', 'Aviso 1', 'Aviso 0']);
    expect(page2.nextCursor).toBeNull();
    expect((await list(me.cookie, 'forjado')).statusCode).toBe(400);
    expect((await list(other.cookie)).json().items.map((n: { title: string }) => n.title)).toEqual(['De outra pessoa']);
  });

  it('marks one as read (own only, 404 for anyone else’s) and all as read, answering the unread count', async () => {
    const me = await createAccount(t.app);
    const other = await createAccount(t.app);
    const repository = createNotificationsRepository(t.database.db);
    const mine = await repository.insert({ userId: me.user.id, type: 'test', title: 'Minha' });
    await repository.insert({ userId: me.user.id, type: 'test', title: 'Outra minha' });
    await repository.insert({ userId: me.user.id, type: 'test', title: 'Mais uma' });
    const theirs = await repository.insert({ userId: other.user.id, type: 'test', title: 'Dela' });

    const foreign = await post(me.cookie, `/api/notifications/${theirs}/read`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOTIFICATION_NOT_FOUND', message: 'Notificação não encontrada.' });
    expect((await unreadCount(other.cookie)).json()).toEqual({ count: 1 });
    expect((await post(me.cookie, '/api/notifications/3f1c1f7e-0000-4000-8000-000000000000/read')).statusCode).toBe(404);
    expect((await post(me.cookie, '/api/notifications/nao-existe/read')).statusCode).toBe(400);

    const one = await post(me.cookie, `/api/notifications/${mine}/read`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ count: 2 });
    const readAt = (await list(me.cookie)).json().items.find((n: { id: string }) => n.id === mine).read_at;
    expect(readAt).toEqual(expect.any(String));
    // Idempotent: marking again keeps the first read time.
    expect((await post(me.cookie, `/api/notifications/${mine}/read`)).json()).toEqual({ count: 2 });
    expect((await list(me.cookie)).json().items.find((n: { id: string }) => n.id === mine).read_at).toBe(readAt);

    const all = await post(me.cookie, '/api/notifications/read-all');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ count: 0 });
    expect((await list(me.cookie)).json().items.every((n: { read_at: string | null }) => n.read_at !== null)).toBe(true);
    expect((await unreadCount(other.cookie)).json()).toEqual({ count: 1 });
    expect((await post(undefined, '/api/notifications/read-all')).statusCode).toBe(401);
  });
});
