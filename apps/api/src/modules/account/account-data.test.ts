import { existsSync } from 'node:fs';
import { formatCentavos } from '@passarela/shared';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, contracts, jobs, ledgerAccounts, proposals, reviews, sessions, users, verifications, withdrawals } from '../../db/schema/index.ts';
import { createAccount, makeImage, multipart, signIn } from '../../test-support/accounts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test-support/test-app.ts';
import { createAuthRepository } from '../auth/index.ts';
import { REMOVED_NAME } from './account-data.repository.ts';
import { creditWalletForTest } from '../../test-support/ledger.ts';
import { insertJob } from '../../test-support/hiring.ts';

// docs/security.md #21: a person exports everything stored about them and deletes the account;
// afterwards no personal field of theirs remains and the ledger still balances.

let t: TestApp;
type Account = Awaited<ReturnType<typeof createAccount>>;
const nonModel = { model_type: undefined, model_physical_type: undefined, gender: undefined, model_characteristics: [], work_interests: [] };
let contractor: Account;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  contractor = await createAccount(t.app, { userType: 'contractor', first_name: 'Carla', last_name: 'Mendes', ...nonModel });
  admin = await createAccount(t.app, { first_name: 'Adm', last_name: 'Teste' });
  const repository = createAuthRepository(t.database.db);
  await repository.makeAdmin(admin.user.id);
  await repository.markEmailVerified(contractor.user.id);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const headers = (cookie: string) => ({ origin: TEST_ORIGIN, cookie });
const post = (cookie: string, url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: headers(cookie), payload });

let seq = 0;
/** A model whose name, email, phone and Instagram appear nowhere else in the database. */
async function uniqueModel() {
  seq += 1;
  const token = `Zq${Date.now().toString(36)}${seq}`;
  const phoneDigits = `219${String(Date.now()).slice(-7)}${seq % 10}`.slice(0, 11);
  const account = await createAccount(t.app, {
    first_name: 'Iracema',
    last_name: token,
    phone: phoneDigits,
    instagram_handle_raw: `@${token.toLowerCase()}`,
  });
  await createAuthRepository(t.database.db).markEmailVerified(account.user.id);
  return { account, token, phoneDigits, name: `Iracema ${token}` };
}

/** A session that began `minutes` ago, as if she signed in then. */
async function ageSessions(userId: string, minutes: number) {
  await t.database.db
    .update(sessions)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(sessions.userId, userId));
}

/** Every place a text, list or JSON column holds `needle`, as `table.column`. */
async function whereStored(needle: string): Promise<string[]> {
  const columns = await t.database.db.execute<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
     where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'ARRAY', 'USER-DEFINED')
       and table_name not like '\\_\\_%'`);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    const hits = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where strpos(lower(${sql.identifier(column)}::text), lower(${needle})) > 0`,
    );
    if ((hits.rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** The ledger's own rules: the entries sum to zero, and each balance is the sum of its entries. */
async function ledgerBalances() {
  const total = await t.database.db.execute<{ total: number }>(sql`select coalesce(sum(amount_cents), 0)::int as total from ledger_entries`);
  const drift = await t.database.db.execute<{ n: number }>(sql`
    select count(*)::int as n from ledger_accounts a
     where a.balance_cents <> coalesce((select sum(e.amount_cents) from ledger_entries e where e.account_id = a.id), 0)`);
  return { total: total.rows[0]?.total, drifted: drift.rows[0]?.n };
}

/**
 * A past life on the platform: a gallery photo, a heart, a job application, a completed and
 * reviewed contract whose pay she withdrew, a notification, and the pending things deletion ends.
 */
async function livedIn(person: Awaited<ReturnType<typeof uniqueModel>>) {
  const db = t.database.db;
  const cookie = person.account.cookie;
  const photo = await multipart({}, { photos: { bytes: await makeImage(), filename: 'ensaio.jpg', contentType: 'image/jpeg' } });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/profiles/me/media',
    headers: { ...headers(cookie), 'content-type': photo.contentType },
    payload: photo.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  expect((await t.app.inject({ method: 'PUT', url: `/api/favorites/contractor/${contractor.user.profile_slug}`, headers: headers(cookie) })).statusCode).toBe(
    204,
  );
  const job = await insertJob(t, contractor.user.id, { title: 'Desfile de verão' });
  const applied = await post(cookie, `/api/jobs/${job.id}/applications`, { message: `Sou ${person.name}, disponível.` });
  expect(applied.statusCode, applied.body).toBe(201);
  const pendingProposal = await post(contractor.cookie, '/api/proposals', {
    title: 'Editorial',
    description: 'Ensaio',
    work_date: '2027-03-01',
    place: 'Rio de Janeiro',
    amount_cents: 30_000,
    model_slug: person.account.user.profile_slug,
  });
  expect(pendingProposal.statusCode, pendingProposal.body).toBe(201);
  // A conversation: the contractor writes; she answers with her name and number (hidden by the shield, kept as evidence).
  const thread = await post(contractor.cookie, '/api/conversations', {
    subject: { kind: 'profile', slug: person.account.user.profile_slug },
    body: 'Olá! Tem agenda?',
  });
  expect(thread.statusCode, thread.body).toBe(201);
  const answered = await post(cookie, `/api/conversations/${thread.json().conversation_id}/messages`, { body: `Sou ${person.name}, ${person.phoneDigits}.` });
  expect(answered.statusCode, answered.body).toBe(201);

  const [proposal] = await db
    .insert(proposals)
    .values({
      ownerId: contractor.user.id,
      modelId: person.account.user.id,
      title: 'Catálogo',
      workDate: '2026-10-01',
      place: 'Rio',
      amountCents: 50_000,
      status: 'accepted',
    })
    .returning({ id: proposals.id });
  const [contract] = await db
    .insert(contracts)
    .values({
      proposalId: proposal?.id as string,
      ownerId: contractor.user.id,
      modelId: person.account.user.id,
      title: 'Catálogo',
      workDate: '2026-10-01',
      place: 'Rio',
      amountCents: 50_000,
      status: 'completed',
      completedAt: new Date(Date.now() - 86_400_000),
    })
    .returning({ id: contracts.id });
  const contractId = contract?.id as string;
  expect((await post(cookie, `/api/contracts/${contractId}/reviews`, { rating: 5, comment: 'Equipe pontual.' })).statusCode).toBe(201);
  expect((await post(contractor.cookie, `/api/contracts/${contractId}/reviews`, { rating: 4, comment: 'Ótima modelo.' })).statusCode).toBe(201);

  // Her pay, withdrawn to the last centavo and paid by an admin: nothing left to hold the account.
  await creditWalletForTest(db, person.account.user.id, 45_000);
  const withdrawal = await t.app.inject({
    method: 'POST',
    url: '/api/wallet/withdrawals',
    headers: { ...headers(cookie), 'idempotency-key': crypto.randomUUID() },
    payload: { amount_cents: 45_000, pix_key_type: 'random', pix_key: crypto.randomUUID() },
  });
  expect(withdrawal.statusCode, withdrawal.body).toBe(201);
  return { jobId: job.id, contractId, withdrawalId: withdrawal.json().id as string, pendingProposalId: pendingProposal.json().proposal.id as string };
}

describe('POST /api/auth/export-data', () => {
  it('gives her every section of her data as a JSON file, without secrets, after a recent sign-in or her password', async () => {
    const person = await uniqueModel();
    const past = await livedIn(person);
    const res = await post(person.account.cookie, '/api/auth/export-data');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="passarela-meus-dados-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data).toMatchObject({
      format: 'passarela-meus-dados',
      version: 1,
      site: 'Passarela',
      account: { id: person.account.user.id, email: person.account.email },
    });
    expect(data.profile).toMatchObject({ lastName: person.token, phone: person.phoneDigits, instagramHandle: person.token.toLowerCase() });
    expect(data.profile).not.toHaveProperty('searchText');
    expect(data.gallery).toHaveLength(1);
    expect(data.favorites).toMatchObject([{ kind: 'contractor', targetId: contractor.user.id }]);
    expect(data.applications).toMatchObject([{ jobId: past.jobId, status: 'pending' }]);
    expect(data.proposals).toHaveLength(2);
    expect(data.contracts).toMatchObject([{ id: past.contractId, status: 'completed' }]);
    expect(data.reviews).toHaveLength(2);
    expect(data.withdrawals).toMatchObject([{ id: past.withdrawalId, amountCents: 45_000 }]);
    expect(data.wallet_entries.map((entry: { amountCents: number }) => entry.amountCents)).toEqual([45_000, -45_000]);
    expect(data.consents.map((consent: { document: string }) => consent.document).sort()).toEqual(['privacy', 'terms']);
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.sessions[0]).toHaveProperty('userAgent');
    // No password hash, session token or emailed token.
    const [session] = await t.database.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, person.account.user.id));
    expect(res.body).not.toContain(session?.token);
    expect(res.body).not.toMatch(/"password"|[0-9a-f]{32}:[0-9a-f]{64}/);

    // An old session needs the password; a wrong one is refused; nobody else can ask.
    await ageSessions(person.account.user.id, 30);
    expect((await post(person.account.cookie, '/api/auth/export-data')).json().code).toBe('RECENT_SIGN_IN_REQUIRED');
    expect((await post(person.account.cookie, '/api/auth/export-data', { currentPassword: 'errada-123' })).json().code).toBe('CURRENT_PASSWORD_INVALID');
    expect((await post(person.account.cookie, '/api/auth/export-data', { currentPassword: person.account.password })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/export-data', headers: { origin: TEST_ORIGIN }, payload: {} })).statusCode).toBe(401);
  });

  it('covers every table that holds a person, or says why a table is left out', async () => {
    const person = await uniqueModel();
    const sections = Object.keys((await post(person.account.cookie, '/api/auth/export-data')).json());
    // Tables that name a user in some column, as the database itself lists them.
    const tables = await t.database.db.execute<{ table_name: string }>(sql`
      select distinct table_name from information_schema.columns
       where table_schema = 'public'
         and column_name in ('user_id', 'owner_id', 'model_id', 'reviewer_id', 'reviewee_id', 'actor_id', 'target_id', 'initiated_by', 'decided_by', 'disputed_by',
                             'reporter_id', 'reported_user_id', 'resolved_by')
       order by table_name`);
    const exportedAs: Record<string, string> = {
      accounts: 'sign_in_methods',
      sessions: 'sessions',
      consents: 'consents',
      profiles: 'profile',
      guardian_consents: 'guardian_consents',
      profile_media: 'gallery',
      favorites: 'favorites',
      jobs: 'jobs',
      applications: 'applications',
      proposals: 'proposals',
      contracts: 'contracts',
      reviews: 'reviews',
      hiring_transitions: 'hiring_steps_taken',
      notifications: 'notifications',
      ledger_accounts: 'wallet',
      ledger_transfers: 'wallet_entries',
      payments: 'payments',
      withdrawals: 'withdrawals',
      contact_messages: 'contact_messages',
      audit_log: 'admin_actions_on_account',
      pro_expiry_reminders: 'pro_expiry_reminders',
      conversation_participants: 'conversations',
      shoot_bookings: 'shoot_bookings',
      // Only the reports she sent: those about her would name who reported her (account-data.repository.ts).
      reports: 'reports_sent',
      identity_verifications: 'identity_verifications',
    };
    // Kept out on purpose: a replayed request's stored answer is a technical copy of what the
    // sections above already hold.
    const leftOut = new Set(['idempotency_keys']);
    for (const { table_name: table } of tables.rows) {
      if (leftOut.has(table)) continue;
      expect(exportedAs[table], `table ${table} names a user: export it or say why not`).toBeDefined();
      expect(sections).toContain(exportedAs[table]);
    }
  });
});

describe('POST /api/auth/delete-account', () => {
  it('is refused while money or work is still running for her, saying what', async () => {
    const person = await uniqueModel();
    const cookie = person.account.cookie;
    const confirm = { currentPassword: person.account.password, confirmation: 'EXCLUIR' };
    await creditWalletForTest(t.database.db, person.account.user.id, 12_345);
    const check = await t.app.inject({ url: '/api/auth/delete-account', headers: headers(cookie) });
    expect(check.json().blockers).toEqual([
      { blocker: 'wallet_balance', message: `Você tem ${formatCentavos(12_345)} na carteira. Solicite o saque do saldo antes de excluir a conta.` },
    ]);
    const refused = await post(cookie, '/api/auth/delete-account', confirm);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_DELETION_BLOCKED', details: [{ blocker: 'wallet_balance' }] });

    const withdrawal = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/withdrawals',
      headers: { ...headers(cookie), 'idempotency-key': crypto.randomUUID() },
      payload: { amount_cents: 12_345, pix_key_type: 'random', pix_key: crypto.randomUUID() },
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    const [proposal] = await t.database.db
      .insert(proposals)
      .values({
        ownerId: contractor.user.id,
        modelId: person.account.user.id,
        title: 'Feira',
        workDate: '2027-01-10',
        place: 'SP',
        amountCents: 9_000,
        status: 'accepted',
      })
      .returning({ id: proposals.id });
    await t.database.db.insert(contracts).values({
      proposalId: proposal?.id as string,
      ownerId: contractor.user.id,
      modelId: person.account.user.id,
      title: 'Feira',
      workDate: '2027-01-10',
      place: 'SP',
      amountCents: 9_000,
      status: 'awaiting_payment',
    });
    const blocked = await post(cookie, '/api/auth/delete-account', confirm);
    expect(blocked.json().details.map((detail: { blocker: string }) => detail.blocker)).toEqual(['withdrawal_pending', 'contract_open']);
    expect((await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, person.account.user.id)))[0]?.name).toBe(person.name);

    // The wrong password or a missing confirmation changes nothing either.
    expect((await post(cookie, '/api/auth/delete-account', { ...confirm, currentPassword: 'errada-123' })).json().code).toBe('CURRENT_PASSWORD_INVALID');
    const unconfirmed = await post(cookie, '/api/auth/delete-account', { ...confirm, confirmation: 'sim' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().details[0]).toMatchObject({ path: 'confirmation', message: 'Digite EXCLUIR para confirmar.' });
  });

  it('erases every personal field, ends her sessions, keeps the other side’s history, and the ledger still balances', async () => {
    const person = await uniqueModel();
    const past = await livedIn(person);
    const userId = person.account.user.id;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/withdrawals/${past.withdrawalId}/pay`,
      headers: headers(admin.cookie),
      payload: { reason: 'Pix enviado' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // A reset link asked for and never used.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: { origin: TEST_ORIGIN }, payload: { email: person.account.email } }))
        .statusCode,
    ).toBe(200);
    await expect.poll(async () => (await t.database.db.select().from(verifications).where(eq(verifications.value, userId))).length).toBe(1);
    const uploadsDir = path.join(t.config.dataDir, 'uploads', userId);
    expect(existsSync(uploadsDir)).toBe(true);
    // She appears in the contractor's notifications ("… se candidatou à vaga …").
    expect(await whereStored(person.token)).toContain('notifications.body');

    const res = await post(person.account.cookie, '/api/auth/delete-account', { currentPassword: person.account.password, confirmation: ' excluir ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=0/);

    // Nothing that identified her is left anywhere in the database, nor her photos on disk (once the clean-up job ran).
    await t.drainJobs();
    for (const needle of [person.token, person.account.email, person.phoneDigits])
      expect(await whereStored(needle), `${needle} stored after deletion`).toEqual([]);
    expect(existsSync(uploadsDir)).toBe(false);
    expect(await t.database.db.select().from(verifications).where(eq(verifications.value, userId))).toEqual([]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ name: REMOVED_NAME, emailVerified: false });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await ledgerBalances()).toEqual({ total: 0, drifted: 0 });
    const [wallet] = await t.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
    expect(wallet?.balanceCents).toBe(0);
    expect((await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, past.withdrawalId)))[0]?.status).toBe('paid');

    // Signed out everywhere, for good; her page is gone; the email is free for a new account.
    expect((await t.app.inject({ url: '/api/auth/session', headers: headers(person.account.cookie) })).json().user).toBeNull();
    expect((await signIn(t.app, person.account.email, person.account.password)).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/profiles/${person.account.user.profile_slug}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/models?q=${person.token}` })).json().items).toEqual([]);

    // Her pending things ended as her own steps; the contractor keeps the contract and both reviews.
    expect((await t.database.db.select().from(applications).where(eq(applications.modelId, userId)))[0]).toMatchObject({ status: 'withdrawn', message: '' });
    expect((await t.database.db.select().from(proposals).where(eq(proposals.id, past.pendingProposalId)))[0]?.status).toBe('declined');
    const contract = (await t.app.inject({ url: `/api/contracts/${past.contractId}`, headers: headers(contractor.cookie) })).json().contract;
    expect(contract).toMatchObject({ status: 'completed', counterpart: { name: REMOVED_NAME, profile_slug: null } });
    expect(await t.database.db.select().from(reviews).where(eq(reviews.contractId, past.contractId))).toHaveLength(2);
    expect((await t.database.db.select().from(jobs).where(eq(jobs.id, past.jobId)))[0]?.status).toBe('open');
  });

  it('lets the audit log change nothing but labels, and only inside a declared erasure', async () => {
    const db = t.database.db;
    const failure = async (work: () => Promise<unknown>) => {
      try {
        await work();
        return 'no error';
      } catch (error) {
        return String((error as { cause?: unknown }).cause ?? error);
      }
    };
    await db.execute(
      sql`insert into audit_log (actor_id, action, target_type, target_id, details) values ('adm', 'user.suspend', 'user', 'alvo-lgpd', '{"target_label":"Fulana <f@x.com>"}')`,
    );
    expect(await failure(() => db.execute(sql`update audit_log set details = '{}' where target_id = 'alvo-lgpd'`))).toContain('append-only');
    const erase = (change: string) =>
      failure(() =>
        t.database.db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('passarela.lgpd_erasure', 'on', true)`);
          await tx.execute(sql.raw(`update audit_log set ${change} where target_id = 'alvo-lgpd'`));
        }),
      );
    expect(await erase(`reason = 'outro'`)).toContain('append-only');
    expect(await failure(() => db.execute(sql`delete from audit_log where target_id = 'alvo-lgpd'`))).toContain('append-only');
    expect(await erase(`details = '{"target_label":"Usuário removido"}'`)).toBe('no error');
  });

  it('cancels the live jobs of a contractor who leaves', async () => {
    const leaving = await createAccount(t.app, { userType: 'contractor', first_name: 'Saulo', last_name: 'Partida', ...nonModel });
    const job = await insertJob(t, leaving.user.id, { title: 'Vaga que fica sem dono' });
    const res = await post(leaving.cookie, '/api/auth/delete-account', { currentPassword: leaving.password, confirmation: 'EXCLUIR' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.database.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]?.status).toBe('cancelled');
    // Its page is gone for visitors, as any cancelled job's.
    expect((await t.app.inject({ url: `/api/jobs/${job.id}` })).statusCode).toBe(404);
  });
});
