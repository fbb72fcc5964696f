import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userRef, users } from './auth.ts';
import { timestamptz } from './columns.ts';
import { contracts } from './hiring.ts';
import { shootBookings } from './shoots.ts';

/**
 * Money (docs/product.md "Wallet and transactions", docs/payments.md "Our own ledger", docs/security.md #16–#20).
 * A double-entry ledger in integer centavos: every transfer is entries that sum to zero (checked by
 * the database at commit), entries and transfers are append-only (triggers), and an account's
 * balance is kept by the database from its entries only and never goes below zero where it must
 * not (CHECK). Migration 0011 holds the triggers; drizzle knows only the tables.
 *
 * Rows keep no personal data beyond the user id, and user ids are set to null when an account is
 * deleted: the ledger still balances after an account goes (docs/security.md #21).
 */

export const ledgerAccountKinds = ['user_wallet', 'escrow', 'platform_revenue', 'provider_clearing', 'withdrawals_payable'] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ledgerAccountKinds }).notNull(),
    /** user_wallet: whose. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** escrow: one account per contract, so what a contract holds is its balance. */
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    /** escrow of a shoot booking (docs/payments.md "Shoot bookings"): one account per booking. */
    shootBookingId: uuid('shoot_booking_id').references(() => shootBookings.id, { onDelete: 'set null' }),
    /** provider_clearing: 'sandbox' or 'mercadopago'. */
    provider: text('provider'),
    /** Maintained only by the ledger_entries trigger (a direct change is refused). */
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // Money from outside (the provider) and the platform's own result may go below zero; a
    // wallet, an escrow or money owed to people never may.
    check('ledger_accounts_balance_not_negative', sql`${t.kind} IN ('provider_clearing', 'platform_revenue') OR ${t.balanceCents} >= 0`),
    uniqueIndex('ledger_accounts_user_wallet_idx').on(t.userId).where(sql`${t.kind} = 'user_wallet'`),
    uniqueIndex('ledger_accounts_escrow_idx').on(t.contractId).where(sql`${t.kind} = 'escrow'`),
    uniqueIndex('ledger_accounts_shoot_escrow_idx').on(t.shootBookingId).where(sql`${t.kind} = 'escrow'`),
    uniqueIndex('ledger_accounts_provider_idx').on(t.provider).where(sql`${t.kind} = 'provider_clearing'`),
    uniqueIndex('ledger_accounts_singleton_idx').on(t.kind).where(sql`${t.kind} IN ('platform_revenue', 'withdrawals_payable')`),
  ],
);

/** What moved and why: one row per movement, its entries below. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** walletMovementKinds (packages/shared) plus 'test_payment' and 'pro_purchase' paid directly. */
    kind: text('kind').notNull(),
    /** Exactly-once key: e.g. 'payment:<id>:settle', 'withdrawal:<id>:request'. A second post is a no-op. */
    reference: text('reference').notNull(),
    description: text('description').notNull(),
    initiatedBy: text('initiated_by'),
    paymentId: uuid('payment_id'),
    contractId: uuid('contract_id'),
    withdrawalId: uuid('withdrawal_id'),
    shootBookingId: uuid('shoot_booking_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_reference_idx').on(t.reference),
    index('ledger_transfers_contract_idx').on(t.contractId),
    index('ledger_transfers_shoot_booking_idx').on(t.shootBookingId),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Positive: into the account; negative: out of it. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** Set by the database (trigger) from the account's balance after this entry. */
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('ledger_entries_amount_not_zero', sql`${t.amountCents} <> 0`),
    index('ledger_entries_account_created_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    index('ledger_entries_transfer_idx').on(t.transferId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose', { enum: ['test_payment', 'wallet_topup', 'pro_subscription', 'contract_funding', 'shoot_booking'] }).notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    provider: text('provider', { enum: ['sandbox', 'mercadopago'] }).notNull(),
    preferenceId: text('preference_id'),
    /** The provider's payment id, once submitted. */
    providerPaymentId: text('provider_payment_id'),
    /** Null until the form is submitted; then Mercado Pago's status, only ever moved forward. */
    status: text('status'),
    statusDetail: text('status_detail'),
    paymentMethodId: text('payment_method_id'),
    installments: integer('installments'),
    /** The key sent to the provider with the payment (stored before the call: a retry reuses it). */
    providerIdempotencyKey: uuid('provider_idempotency_key').notNull().defaultRandom(),
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    shootBookingId: uuid('shoot_booking_id').references(() => shootBookings.id, { onDelete: 'set null' }),
    plan: text('plan', { enum: ['monthly', 'yearly'] }),
    /** success_url, failure_url, test_id. */
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    pix: jsonb('pix').$type<{ qr_code: string; qr_code_base64: string; ticket_url: string | null; expires_at: string | null }>(),
    boleto: jsonb('boleto').$type<{ url: string; barcode: string | null; digitable_line: string | null; expires_at: string | null }>(),
    settledAt: timestamptz('settled_at'),
    reversedAt: timestamptz('reversed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('payments_amount_cents_check', sql`${t.amountCents} > 0`),
    uniqueIndex('payments_provider_payment_idx').on(t.provider, t.providerPaymentId),
    index('payments_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('payments_contract_idx').on(t.contractId),
    index('payments_shoot_booking_idx').on(t.shootBookingId),
  ],
);

/**
 * docs/security.md #18: a money-moving request's key, unique per user and operation; the first answer is
 * kept and replayed; the same key with another body is refused (request_hash).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id').notNull(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    pixKeyType: text('pix_key_type', { enum: ['cpf', 'cnpj', 'email', 'phone', 'random'] }).notNull(),
    pixKey: text('pix_key').notNull(),
    status: text('status', { enum: ['requested', 'paid', 'refused'] })
      .notNull()
      .default('requested'),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    decidedAt: timestamptz('decided_at'),
  },
  (t) => [
    check('withdrawals_amount_cents_check', sql`${t.amountCents} > 0`),
    index('withdrawals_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('withdrawals_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** "PRO expiring in 3 days" is sent once per expiry date. */
export const proExpiryReminders = pgTable(
  'pro_expiry_reminders',
  {
    userId: userRef('user_id'),
    expiresAt: timestamptz('expires_at').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.expiresAt] })],
);
