import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { ledgerEntries, ledgerTransfers } from '../../db/schema/index.ts';
import { encodeKeysetCursor } from '../../lib/keyset-cursor.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { ensureLedgerAccount } from '../../test-support/ledger.ts';
import type { LedgerAccountRef } from '../ledger/index.ts';
import { createSignedInPerson } from '../../test-support/people.ts';
import { getAs, requestWithdrawal, withdrawalBody } from '../../test-support/wallet.ts';
import type { TestPerson } from '../../test-support/test-person.ts';

let t: TestApp;
let person: TestPerson;
let stranger: TestPerson;
let withdrawalId: string;

/**
 * A movement dated in the past: written as postTransfer writes it, but with created_at set (an
 * INSERT: the ledger refuses only updates and deletes), so day filters can be tested.
 */
async function backdatedMovement(userId: string, at: string, kind: string, amountCents: number, description: string) {
  await t.database.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const createdAt = new Date(at);
    const [transfer] = await tx
      .insert(ledgerTransfers)
      .values({ kind, reference: `backdated:${randomUUID()}`, description, createdAt })
      .returning();
    if (!transfer) throw new Error('no transfer');
    const other: LedgerAccountRef = amountCents > 0 ? { kind: 'provider_clearing', provider: 'sandbox' } : { kind: 'platform_revenue' };
    const walletId = await ensureLedgerAccount(tx, { kind: 'user_wallet', userId });
    const otherId = await ensureLedgerAccount(tx, other);
    await tx.insert(ledgerEntries).values({ transferId: transfer.id, accountId: otherId, amountCents: -amountCents, createdAt });
    await tx.insert(ledgerEntries).values({ transferId: transfer.id, accountId: walletId, amountCents, createdAt });
  });
}

const injection = '=HYPERLINK("http://mal.example";"clique")';

beforeAll(async () => {
  t = await createTestApp();
  person = await createSignedInPerson(t, 'Rita');
  stranger = await createSignedInPerson(t, 'Sara');
  // 23:30 on 29 Feb in São Paulo (02:30 UTC on 1 Mar).
  await backdatedMovement(person.id, '2024-03-01T02:30:00Z', 'topup', 10_000, 'Saldo adicionado via Pix');
  await backdatedMovement(person.id, '2024-03-01T12:00:00Z', 'pro_purchase', -2_990, 'Assinatura PRO mensal');
  // 23:59 on 1 Mar in São Paulo.
  await backdatedMovement(person.id, '2024-03-02T02:59:00Z', 'topup', 500, injection);
  const withdrawal = await requestWithdrawal(t, person, withdrawalBody({ amount_cents: 2_000 }));
  expect(withdrawal.statusCode, withdrawal.body).toBe(201);
  withdrawalId = withdrawal.json().id;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

interface Item {
  id: string;
  kind: string;
  description: string;
  amount_cents: number;
  balance_after_cents: number;
  withdrawal_id: string | null;
}

async function list(who: TestPerson, query = ''): Promise<{ items: Item[]; next_cursor: string | null }> {
  const res = await getAs(t, who, `/api/wallet/transactions${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const amounts = (page: { items: Item[] }) => page.items.map((item) => item.amount_cents);

describe('GET /api/wallet/transactions', () => {
  it('lists my movements newest first, signed, with the balance after each', async () => {
    const page = await list(person);
    expect(page.next_cursor).toBeNull();
    expect(page.items.map((item) => [item.kind, item.amount_cents, item.balance_after_cents])).toEqual([
      ['withdrawal', -2_000, 5_510],
      ['topup', 500, 7_510],
      ['pro_purchase', -2_990, 7_010],
      ['topup', 10_000, 10_000],
    ]);
    expect(page.items[0]).toMatchObject({ withdrawal_id: withdrawalId, description: 'Saque via Pix solicitado' });
  });

  it('filters by kind, direction and São Paulo days', async () => {
    expect(amounts(await list(person, 'kind=topup'))).toEqual([500, 10_000]);
    expect(amounts(await list(person, 'kind=withdrawal'))).toEqual([-2_000]);
    expect(amounts(await list(person, 'direction=in'))).toEqual([500, 10_000]);
    expect(amounts(await list(person, 'direction=out'))).toEqual([-2_000, -2_990]);
    expect(amounts(await list(person, 'from=2024-03-01&to=2024-03-01'))).toEqual([500, -2_990]);
    expect(amounts(await list(person, 'to=2024-02-29'))).toEqual([10_000]);
    expect(amounts(await list(person, 'from=2024-03-02'))).toEqual([-2_000]);
    expect(amounts(await list(person, 'from=2024-03-01&direction=in&kind=topup'))).toEqual([500]);
    expect((await getAs(t, person, '/api/wallet/transactions?from=01/03/2024')).statusCode).toBe(400);
    expect((await getAs(t, person, '/api/wallet/transactions?kind=roubo')).statusCode).toBe(400);
  });

  it('pages by keyset without repeating or skipping', async () => {
    const seen: Item[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(person, `limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...page.items);
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(seen.map((item) => item.amount_cents)).toEqual([-2_000, 500, -2_990, 10_000]);
    expect(new Set(seen.map((item) => item.id)).size).toBe(4);

    const twoPages = await list(person, 'limit=3');
    expect(twoPages.items).toHaveLength(3);
    expect(amounts(await list(person, `limit=3&cursor=${encodeURIComponent(twoPages.next_cursor ?? '')}`))).toEqual([10_000]);
  });

  it('refuses a cursor it did not write', async () => {
    expect((await getAs(t, person, '/api/wallet/transactions?cursor=lixo')).statusCode).toBe(400);
    const forged = encodeKeysetCursor({ createdAt: '2024-03-01 12:00:00+00', id: "1' or '1'='1" });
    expect((await getAs(t, person, `/api/wallet/transactions?cursor=${forged}`)).statusCode).toBe(400);
  });

  it('shows nobody else my movements', async () => {
    expect((await list(stranger)).items).toEqual([]);
    expect((await getAs(t, stranger, '/api/wallet/transactions.csv')).body.split('\r\n').filter(Boolean)).toHaveLength(1);
    expect((await getAs(t, null, '/api/wallet/transactions')).statusCode).toBe(401);
    expect((await getAs(t, null, '/api/wallet/transactions.csv')).statusCode).toBe(401);
  });
});

describe('GET /api/wallet/transactions.csv', () => {
  it('downloads every movement as a CSV Excel in Brazil opens: BOM, semicolons, pt-BR decimals, São Paulo time', async () => {
    const res = await getAs(t, person, '/api/wallet/transactions.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="transacoes-passarela.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, 1)).toEqual(['Data;Tipo;Descrição;Valor (R$);Saldo após (R$)']);
    expect(lines[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};Saque via Pix;Saque via Pix solicitado;-20,00;55,10$/);
    // A formula is neutralised with an apostrophe; quotes and the separator are escaped.
    expect(lines[2]).toBe(`01/03/2024 23:59;Saldo adicionado;"'=HYPERLINK(""http://mal.example"";""clique"")";5,00;75,10`);
    expect(lines[3]).toBe('01/03/2024 09:00;Assinatura PRO;Assinatura PRO mensal;-29,90;70,10');
    expect(lines[4]).toBe('29/02/2024 23:30;Saldo adicionado;Saldo adicionado via Pix;100,00;100,00');
    expect(lines).toHaveLength(6);
  });

  it('takes the same filters', async () => {
    const res = await getAs(t, person, '/api/wallet/transactions.csv?direction=out&from=2024-03-01&to=2024-03-01');
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines).toEqual(['Data;Tipo;Descrição;Valor (R$);Saldo após (R$)', '01/03/2024 09:00;Assinatura PRO;Assinatura PRO mensal;-29,90;70,10']);
    expect((await getAs(t, person, '/api/wallet/transactions.csv?cursor=abc')).statusCode).toBe(400);
  });
});
