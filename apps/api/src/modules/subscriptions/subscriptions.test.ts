import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@passarela/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, profiles, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { sendProExpiryReminders } from './pro-expiry-reminders.ts';
import { createSubscriptionsRepository } from './subscriptions.repository.ts';
import { createPerson } from '../../test-support/people.ts';
import { notificationsOf } from '../../test-support/hiring.ts';
import type { TestPerson } from '../../test-support/test-person.ts';
import { creditWalletForTest, ledgerBalance, ledgerTotal } from '../../test-support/ledger.ts';

let t: TestApp;
let admin: TestPerson;
const MONTHLY = 3_790;
const YEARLY = 37_900;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createPerson(t, 'admin');
  // Prices other than the defaults: the server must charge what the settings say.
  await t.app.services.settingsService.update({ PRO_MONTHLY_PRICE_CENTS: MONTHLY, PRO_YEARLY_PRICE_CENTS: YEARLY }, admin.id);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

function buy(who: TestPerson, plan: string, key: string = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/subscription/purchase-with-wallet',
    headers: { ...who.headers, [IDEMPOTENCY_KEY_HEADER]: key },
    payload: { plan },
  });
}

async function planOf(userId: string) {
  const [row] = await t.database.db
    .select({ type: users.subscriptionType, expires: users.subscriptionExpiresAt, proUntil: profiles.proUntil })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

const wallet = (userId: string) => ledgerBalance(t.database.db, { kind: 'user_wallet', userId });
const revenue = () => ledgerBalance(t.database.db, { kind: 'platform_revenue' });
const DAY = 86_400_000;

describe('GET /api/subscription', () => {
  it('shows the plans at the settings prices and no PRO for a new user; guests get 401', async () => {
    const model = await createPerson(t, 'model');
    const res = await t.app.inject({ method: 'GET', url: '/api/subscription', headers: model.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      is_pro: false,
      expires_at: null,
      plans: [
        { plan: 'monthly', label: 'PRO Mensal', price_cents: MONTHLY },
        { plan: 'yearly', label: 'PRO Anual', price_cents: YEARLY },
      ],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/subscription' })).statusCode).toBe(401);
  });
});

describe('POST /api/subscription/purchase-with-wallet', () => {
  it('charges the settings price, gives a month of PRO (session, lists column), books revenue and tells the user', async () => {
    const model = await createPerson(t, 'model');
    const publicProfile = async () => (await t.app.inject({ method: 'GET', url: `/api/profiles/${model.slug}` })).json().profile;
    expect((await publicProfile()).is_pro).toBe(false);
    await creditWalletForTest(t.database.db, model.id, 10_000);
    const revenueBefore = await revenue();
    const before = Date.now();
    const res = await buy(model, 'monthly');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.is_pro).toBe(true);
    expect(await wallet(model.id)).toBe(10_000 - MONTHLY);
    expect((await revenue()) - revenueBefore).toBe(MONTHLY);
    expect(await ledgerTotal(t.database.db)).toBe(0);

    const plan = await planOf(model.id);
    expect(plan?.type).toBe('pro');
    const expected = new Date(before);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(Math.abs((plan?.expires?.getTime() ?? 0) - expected.getTime())).toBeLessThan(60_000);
    expect(body.expires_at).toBe(plan?.expires?.toISOString());
    // The lists read the copy on profiles (migration 0006 trigger): same transaction, same value.
    expect(plan?.proUntil?.toISOString()).toBe(plan?.expires?.toISOString());
    // The public profile shows the PRO badge from now on.
    expect((await publicProfile()).is_pro).toBe(true);

    const [session] = (await t.app.inject({ method: 'GET', url: '/api/subscription', headers: model.headers })).json().plans;
    expect(session.price_cents).toBe(MONTHLY);
    const [notice] = await notificationsOf(t, model.id, 'pro_activated');
    expect(notice).toMatchObject({ title: 'PRO ativado', link: '/dashboard?tab=subscription' });
    expect(notice?.body).toContain('PRO Mensal');
    const movements = await t.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.initiatedBy, model.id));
    expect(movements.map((m) => [m.kind, m.description])).toContainEqual(['pro_purchase', 'Assinatura PRO Mensal']);
  });

  it('extends from the current end, not from now', async () => {
    const model = await createPerson(t, 'model');
    await creditWalletForTest(t.database.db, model.id, MONTHLY + YEARLY);
    const currentEnd = new Date(Date.now() + 10 * DAY);
    await t.database.db.update(users).set({ subscriptionType: 'pro', subscriptionExpiresAt: currentEnd }).where(eq(users.id, model.id));
    expect((await buy(model, 'yearly')).statusCode).toBe(200);
    const expected = new Date(currentEnd);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect((await planOf(model.id))?.expires?.toISOString()).toBe(expected.toISOString());
    expect(await wallet(model.id)).toBe(MONTHLY);
    // An ended PRO is not extended from its old end: a new month starts now.
    await t.database.db
      .update(users)
      .set({ subscriptionExpiresAt: new Date(Date.now() - 5 * DAY) })
      .where(eq(users.id, model.id));
    expect((await buy(model, 'monthly')).statusCode).toBe(200);
    const fresh = new Date();
    fresh.setUTCMonth(fresh.getUTCMonth() + 1);
    expect(Math.abs(((await planOf(model.id))?.expires?.getTime() ?? 0) - fresh.getTime())).toBeLessThan(60_000);
    expect(await wallet(model.id)).toBe(0);
  });

  it('refuses a short wallet with 409 INSUFFICIENT_BALANCE and changes nothing', async () => {
    const model = await createPerson(t, 'model');
    await creditWalletForTest(t.database.db, model.id, MONTHLY - 1);
    const revenueBefore = await revenue();
    const key = randomUUID();
    const res = await buy(model, 'monthly', key);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(await wallet(model.id)).toBe(MONTHLY - 1);
    expect(await revenue()).toBe(revenueBefore);
    expect(await planOf(model.id)).toMatchObject({ type: null, expires: null, proUntil: null });
    expect(await notificationsOf(t, model.id, 'pro_activated')).toHaveLength(0);
    // The failed key rolled back with the work: after a top-up the same key buys.
    await creditWalletForTest(t.database.db, model.id, 1);
    expect((await buy(model, 'monthly', key)).statusCode).toBe(200);
    expect(await wallet(model.id)).toBe(0);
  });

  it('a replay with the same key buys once; the same key for another plan is refused', async () => {
    const model = await createPerson(t, 'model');
    await creditWalletForTest(t.database.db, model.id, 3 * MONTHLY);
    const key = randomUUID();
    const first = await buy(model, 'monthly', key);
    const second = await buy(model, 'monthly', key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().expires_at).toBe(first.json().expires_at);
    expect(await wallet(model.id)).toBe(2 * MONTHLY);
    expect(await notificationsOf(t, model.id, 'pro_activated')).toHaveLength(1);
    const other = await buy(model, 'yearly', key);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('needs a key, a known plan, a confirmed email and a session', async () => {
    const model = await createPerson(t, 'model');
    await creditWalletForTest(t.database.db, model.id, MONTHLY);
    const noKey = await t.app.inject({ method: 'POST', url: '/api/subscription/purchase-with-wallet', headers: model.headers, payload: { plan: 'monthly' } });
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await buy(model, 'weekly')).statusCode).toBe(400);
    const unverified = await createPerson(t, 'contractor', { verified: false });
    expect((await buy(unverified, 'monthly')).json().code).toBe('EMAIL_NOT_VERIFIED');
    const guest = await t.app.inject({ method: 'POST', url: '/api/subscription/purchase-with-wallet', payload: { plan: 'monthly' } });
    expect(guest.statusCode).toBe(401);
    expect(await wallet(model.id)).toBe(MONTHLY);
  });
});

describe('sendProExpiryReminders', () => {
  it('reminds once per expiry, only PRO ending within 3 days; a renewal earns a new reminder', async () => {
    const soon = await createPerson(t, 'model');
    const later = await createPerson(t, 'model');
    const ended = await createPerson(t, 'model');
    const now = new Date();
    const soonEnd = new Date(now.getTime() + 2 * DAY);
    await t.database.db.update(users).set({ subscriptionType: 'pro', subscriptionExpiresAt: soonEnd }).where(eq(users.id, soon.id));
    await t.database.db
      .update(users)
      .set({ subscriptionType: 'pro', subscriptionExpiresAt: new Date(now.getTime() + 4 * DAY) })
      .where(eq(users.id, later.id));
    await t.database.db
      .update(users)
      .set({ subscriptionType: 'pro', subscriptionExpiresAt: new Date(now.getTime() - DAY) })
      .where(eq(users.id, ended.id));
    const deps = {
      repository: createSubscriptionsRepository(t.database.db),
      notify: (input: Parameters<typeof t.app.services.notifier.notify>[0]) => t.app.services.notifier.notify(input),
      logger: t.app.log,
    };

    // Two instances at the same hour: one reminder.
    const [a, b] = await Promise.all([sendProExpiryReminders(deps, now), sendProExpiryReminders(deps, now)]);
    await sendProExpiryReminders(deps, new Date(now.getTime() + 60 * 60 * 1000));
    const reminders = await notificationsOf(t, soon.id, 'pro_expiring');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ title: 'Seu PRO está acabando', link: '/dashboard?tab=subscription' });
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await notificationsOf(t, later.id, 'pro_expiring')).toHaveLength(0);
    expect(await notificationsOf(t, ended.id, 'pro_expiring')).toHaveLength(0);

    // A day later the 4-day one enters the window; the first is not reminded again.
    await sendProExpiryReminders(deps, new Date(now.getTime() + 1.5 * DAY));
    expect(await notificationsOf(t, later.id, 'pro_expiring')).toHaveLength(1);
    expect(await notificationsOf(t, soon.id, 'pro_expiring')).toHaveLength(1);

    // Renewed and near its new end: reminded for the new end.
    const renewedEnd = new Date(soonEnd.getTime() + 30 * DAY);
    await t.database.db.update(users).set({ subscriptionExpiresAt: renewedEnd }).where(eq(users.id, soon.id));
    await sendProExpiryReminders(deps, new Date(renewedEnd.getTime() - DAY));
    expect(await notificationsOf(t, soon.id, 'pro_expiring')).toHaveLength(2);
  });
});
