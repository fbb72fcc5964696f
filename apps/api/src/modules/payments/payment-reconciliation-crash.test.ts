import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MercadoPagoStandIn, STAND_IN_ACCESS_TOKEN } from '../../lib/payments/mercadopago-stand-in.ts';
import { httpPeople, waitFor } from '../../test-support/http-people.ts';
import { freePort, type ServerProcess, serverDatabase, startServerProcess } from '../../test-support/server-process.ts';
import { testDatabaseDriver } from '../../test-support/test-database.ts';
import { cardForm } from '../../test-support/payments.ts';

/**
 * Reconciliation (payment-reconciliation.ts) for real: the server is killed (kill -9) after
 * Mercado Pago approved a card top-up and before our process request stored the answer. Started
 * again on the same data, it settles the payment once, by itself; a further restart changes nothing.
 */

const standIn = new MercadoPagoStandIn();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-crash-'));
let database: Awaited<ReturnType<typeof serverDatabase>>;
let env: Record<string, string>;
let server: ServerProcess | null = null;

beforeAll(async () => {
  await standIn.start();
  database = await serverDatabase();
  env = {
    NODE_ENV: 'development',
    SEED_DEMO: 'false',
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'info',
    MERCADOPAGO_ACCESS_TOKEN: STAND_IN_ACCESS_TOKEN,
    MERCADOPAGO_PUBLIC_KEY: 'TEST-public-key',
    MERCADOPAGO_WEBHOOK_SECRET: 'crash-test-webhook-secret',
    MERCADOPAGO_API_URL: standIn.url,
    // No process request can still be running after a kill -9: nothing to wait for.
    PAYMENT_RECONCILE_AFTER_SECONDS: '0',
    ...database.env,
  };
});
afterAll(async () => {
  await server?.crash();
  await standIn.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const { send, signUpConfirmed: signUp } = httpPeople(() => {
  if (!server) throw new Error('no server');
  return server.url;
});
const signUpConfirmed = async () => (await signUp()).cookie;

async function walletState(cookie: string, paymentId: string) {
  const wallet = (await (await send('GET', '/api/wallet', cookie)).json()) as { balance_cents: number };
  const page = (await (await send('GET', '/api/wallet/transactions?limit=100', cookie)).json()) as {
    items: { kind: string; amount_cents: number; payment_id: string | null }[];
  };
  return { balance: wallet.balance_cents, movements: page.items.filter((item) => item.payment_id === paymentId) };
}

describe('a card top-up interrupted by kill -9', () => {
  it('is settled exactly once when the server comes back, and stays so across restarts', async () => {
    server = await startServerProcess(env, { readyTimeoutMs: 40_000 });
    const health = (await (await send('GET', '/api/health', '')).json()) as { database: { driver: string } };
    expect(health.database.driver).toBe(testDatabaseDriver);
    const cookie = await signUpConfirmed();
    const preference = await send('POST', '/api/payments/preferences', cookie, { purpose: 'wallet_topup', amount_cents: 1000 });
    expect(preference.status, await preference.clone().text()).toBe(201);
    const paymentId = ((await preference.json()) as { transaction: { id: string } }).transaction.id;

    // Mercado Pago approves and charges R$ 10,00; our server dies before the answer reaches it.
    const crashed = server;
    let killed: Promise<void> = Promise.resolve();
    standIn.onPaymentCreated = () => {
      killed = crashed.crash();
      return 'hold';
    };
    const interrupted = await send('POST', '/api/payments/process', cookie, cardForm(paymentId, 1000)).catch((error: unknown) => error);
    expect(interrupted).toBeInstanceOf(Error);
    await killed;
    standIn.onPaymentCreated = null;
    const charged = [...standIn.payments.values()].filter((payment) => payment.external_reference === paymentId);
    expect(charged).toMatchObject([{ status: 'approved', transaction_amount: 10 }]);

    // Back up on the same data: reconciliation on start finds the payment by our reference.
    server = await startServerProcess(env);
    const payment = await waitFor(
      async () => (await (await send('GET', `/api/payments/${paymentId}`, cookie)).json()) as { status: string | null },
      (view) => view.status === 'approved',
    );
    expect(payment).toMatchObject({ id: paymentId, status: 'approved', status_detail: 'accredited', amount_cents: 1000, settled_at: expect.any(String) });
    expect(standIn.seen.some((request) => request.path.startsWith(`/v1/payments/search?`) && request.path.includes(paymentId))).toBe(true);
    expect(await walletState(cookie, paymentId)).toEqual({ balance: 1000, movements: [expect.objectContaining({ kind: 'topup', amount_cents: 1000 })] });
    expect(server.output()).toContain('payment reconciled with the provider');
    expect(server.output()).not.toContain(STAND_IN_ACCESS_TOKEN);

    // Once more, after a clean stop: still credited once, and a retry answers the same payment.
    await server.stop();
    server = await startServerProcess(env);
    const retry = await send('POST', '/api/payments/process', cookie, cardForm(paymentId, 1000));
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ status: 'approved', payment: { id: paymentId } });
    expect(await walletState(cookie, paymentId)).toEqual({ balance: 1000, movements: [expect.objectContaining({ kind: 'topup', amount_cents: 1000 })] });
    expect([...standIn.payments.values()].filter((p) => p.external_reference === paymentId)).toHaveLength(1);
  }, 60_000);
});
