import pg from 'pg';
import { EMAIL_QUEUE } from '../../apps/api/src/lib/mailer/queued-mailer.ts';
import { type AcknowledgedWrites, contractOrder } from './acknowledged-writes.ts';
import type { MailInbox } from './mail-inbox.ts';

export interface InvariantCheck {
  name: string;
  passed: boolean;
  detail: string;
  /** Informational only: reported, never fails the run (a feature that has not landed yet). */
  informational?: boolean;
}

const sample = (items: string[]) => (items.length > 5 ? `${items.slice(0, 5).join(', ')} … (${items.length})` : items.join(', '));

/** Ids of `table` (column `column`) that are missing among `ids`. */
async function missingIds(client: pg.Client, table: string, ids: string[], column = 'id'): Promise<string[]> {
  if (ids.length === 0) return [];
  const { rows } = await client.query<{ id: string }>(`select ${column}::text as id from ${table} where ${column}::text = any($1::text[])`, [ids]);
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

/** Every wallet (every ledger account) equals the sum of its entries, and every transfer balances (docs/payments.md). */
async function checkLedger(client: pg.Client): Promise<InvariantCheck> {
  const { rows: accounts } = await client.query<{ id: string; kind: string; balance: string; entries: string }>(`
    select a.id, a.kind, a.balance_cents::text as balance, coalesce(sum(e.amount_cents), 0)::text as entries
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id group by a.id`);
  const wrong = accounts.filter((a) => a.balance !== a.entries || (a.kind === 'user_wallet' && Number(a.balance) < 0));
  const { rows: unbalanced } = await client.query<{ id: string }>(
    'select transfer_id::text as id from ledger_entries group by transfer_id having sum(amount_cents) <> 0',
  );
  const wallets = accounts.filter((a) => a.kind === 'user_wallet').length;
  const passed = wrong.length === 0 && unbalanced.length === 0;
  return {
    name: 'every wallet equals its ledger sum',
    passed,
    detail: passed
      ? `${accounts.length} ledger accounts (${wallets} wallets) equal their entries; every transfer sums to zero`
      : `accounts off: ${sample(wrong.map((a) => `${a.kind} ${a.id} ${a.balance}≠${a.entries}`))}; unbalanced transfers: ${sample(unbalanced.map((t) => t.id))}`,
  };
}

/** Every gallery row and profile photo has its object in the bucket (fetched from its public URL). */
async function checkMediaObjects(client: pg.Client): Promise<InvariantCheck> {
  const { rows } = await client.query<{ url: string }>(
    `select url from profile_media union all select profile_image_url as url from profiles where profile_image_url is not null`,
  );
  const missing: string[] = [];
  for (let i = 0; i < rows.length; i += 16) {
    const batch = rows.slice(i, i + 16);
    const statuses = await Promise.all(batch.map(async (row) => (await fetch(row.url, { method: 'HEAD' }).catch(() => undefined))?.status ?? 0));
    statuses.forEach((status, j) => {
      if (status !== 200) missing.push(`${batch[j]?.url} (${status})`);
    });
  }
  return {
    name: 'every media row has its object in S3',
    passed: missing.length === 0 && rows.length > 0,
    detail: missing.length === 0 ? `${rows.length} photos (gallery rows and profile photos) answered 200 from the bucket` : `missing: ${sample(missing)}`,
  };
}

/** Every write answered 2xx is in the database, at least as far as the answer said. */
async function checkAcknowledgedWrites(client: pg.Client, writes: AcknowledgedWrites): Promise<InvariantCheck> {
  const lost: string[] = [];
  const add = (kind: string, ids: string[]) => lost.push(...ids.map((id) => `${kind} ${id}`));
  add(
    'user',
    await missingIds(
      client,
      'users',
      writes.users.map((u) => u.id),
    ),
  );
  const { rows: unverified } = await client.query<{ id: string }>('select id from users where id = any($1::text[]) and not email_verified', [
    writes.verifiedUsers,
  ]);
  add(
    'email confirmation',
    unverified.map((row) => row.id),
  );
  add('gallery photo', await missingIds(client, 'profile_media', writes.media));
  add('job', await missingIds(client, 'jobs', writes.jobs));
  add('application', await missingIds(client, 'applications', writes.applications));
  add('proposal', await missingIds(client, 'proposals', writes.proposals));
  add('review', await missingIds(client, 'reviews', writes.reviews));
  const contractIds = [...writes.contracts.keys()];
  const { rows: contracts } = await client.query<{ id: string; status: string }>('select id::text, status from contracts where id::text = any($1::text[])', [
    contractIds,
  ]);
  const statusOf = new Map(contracts.map((row) => [row.id, row.status]));
  for (const [id, acknowledged] of writes.contracts) {
    const now = statusOf.get(id);
    if (now === undefined || contractOrder.indexOf(now) < contractOrder.indexOf(acknowledged))
      lost.push(`contract ${id} (${acknowledged} acknowledged, now ${now ?? 'absent'})`);
  }
  const { rows: settled } = await client.query<{ id: string }>(
    `select p.id::text from payments p join ledger_transfers t on t.reference = 'payment:' || p.id || ':settle'
     where p.id::text = any($1::text[]) and p.status = 'approved' and p.settled_at is not null`,
    [writes.topUps],
  );
  const settledIds = new Set(settled.map((row) => row.id));
  add(
    'approved top-up',
    writes.topUps.filter((id) => !settledIds.has(id)),
  );
  const total =
    writes.users.length +
    writes.media.length +
    writes.jobs.length +
    writes.applications.length +
    writes.proposals.length +
    writes.reviews.length +
    writes.contracts.size +
    writes.topUps.length;
  return {
    name: 'every acknowledged write exists',
    passed: lost.length === 0,
    detail:
      lost.length === 0
        ? `${total} acknowledged: ${writes.users.length} sign-ups (${writes.verifiedUsers.length} confirmed), ${writes.media.length} gallery photos, ${writes.jobs.length} jobs, ${writes.applications.length} applications, ${writes.proposals.length} proposals, ${writes.contracts.size} contracts, ${writes.topUps.length} top-ups, ${writes.reviews.length} reviews`
        : `lost: ${sample(lost)}`,
  };
}

/** Which PostgreSQL job queue the app runs on, if any (pg-boss or graphile-worker keep their own schema). */
async function jobQueueSchema(client: pg.Client): Promise<string | undefined> {
  const { rows } = await client.query<{ name: string }>(
    `select nspname as name from pg_namespace where nspname in ('pgboss', 'graphile_worker') or nspname like 'pgboss%' limit 1`,
  );
  return rows[0]?.name;
}

/** Jobs of the queue by name and state, and how many ran more than once (retry_count > 0). */
async function queueJobStates(client: pg.Client, schema: string) {
  const { rows } = await client.query<{ name: string; state: string; due: boolean; count: string; retried: string }>(
    `select name, state::text as state, start_after <= now() as due, count(*)::text as count, count(*) filter (where retry_count > 0)::text as retried
     from ${schema}.job group by 1, 2, 3 order by 1, 2`,
  );
  return rows;
}

const PENDING = new Set(['created', 'retry', 'active']);

/**
 * Waits (up to `timeoutMs`) until the queue has no job due and not yet done (emails leave after
 * the answer), nor a failed attempt waiting for its retry (an email that met the PostgreSQL
 * restart or the killed instance is still owed), and says how long that took and how many jobs
 * were pending when it began. Jobs filed for later (a reminder's date) are not waited for.
 */
export async function waitForQueueToDrain(databaseUrl: string, timeoutMs: number): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const schema = await jobQueueSchema(client);
    if (!schema) return 'no job queue in the database';
    const began = Date.now();
    let first: number | undefined;
    for (;;) {
      const pending = (await queueJobStates(client, schema))
        .filter((row) => (row.due || row.state === 'retry') && PENDING.has(row.state))
        .reduce((sum, row) => sum + Number(row.count), 0);
      first ??= pending;
      const waited = ((Date.now() - began) / 1000).toFixed(1);
      if (pending === 0) return `${first} jobs were pending when the load stopped; the queue was empty ${waited} s later`;
      if (Date.now() - began > timeoutMs) return `${first} jobs were pending when the load stopped; ${pending} still were ${waited} s later`;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await client.end();
  }
}

/**
 * Every job the queue took ran to completion: none failed, none due is left waiting or running.
 * Jobs retried after their instance was killed are counted (they ran again, as they must); that
 * each ran once is checkJobsRanOnce's, by the jobs' effects.
 */
async function checkQueueJobs(client: pg.Client): Promise<InvariantCheck> {
  const schema = await jobQueueSchema(client);
  if (!schema) return { name: 'every queued job ran', passed: false, informational: true, detail: 'no job queue in the database yet' };
  const rows = await queueJobStates(client, schema);
  const bad = rows.filter((row) => row.state === 'failed' || (row.due && PENDING.has(row.state)));
  const describe = (list: typeof rows) =>
    list.map((row) => `${row.name} ${row.state}${row.due ? '' : ' (later)'} ${row.count}${Number(row.retried) ? ` (${row.retried} retried)` : ''}`).join(', ');
  return {
    name: 'every queued job ran',
    passed: bad.length === 0,
    detail: bad.length === 0 ? `${schema}.job: ${describe(rows) || 'none'}` : `not done: ${describe(bad)}; all: ${describe(rows)}`,
  };
}

/**
 * Every job ran once, judged by what it did rather than by its state. Emails (nearly all of the
 * bench's jobs): each email job's message reached the SMTP server under the job's own Message-ID
 * at least once; more than once only when the queue ran the job again (retry_count > 0: the
 * attempt that sent it was never marked done, because its instance was killed or PostgreSQL
 * restarted between the SMTP server's 250 and the completion), and never more often than it was
 * attempted; and no message reached the server that no job sent. SMTP delivery is therefore
 * at-least-once, and a repeat is tolerated only as the same message (same Message-ID), which
 * mailboxes show once. Payments: every approved payment was settled by exactly one ledger
 * transfer, whether the webhook or the reconciliation job settled it.
 */
async function checkJobsRanOnce(client: pg.Client, inbox: MailInbox): Promise<InvariantCheck> {
  const name = 'every job ran once (by its effects)';
  const schema = await jobQueueSchema(client);
  if (!schema) return { name, passed: false, informational: true, detail: 'no job queue in the database yet' };
  const { rows: jobs } = await client.query<{ id: string; state: string; retries: number }>(
    `select id::text, state::text as state, retry_count as retries from ${schema}.job where name = $1`,
    [EMAIL_QUEUE],
  );
  const deliveries = inbox.deliveriesByMessageKey();
  const sent = (id: string) => deliveries.get(id) ?? 0;
  const unsent = jobs.filter((job) => job.state === 'completed' && sent(job.id) === 0).map((job) => job.id);
  const repeatedUnretried = jobs.filter((job) => sent(job.id) > 1 && job.retries === 0).map((job) => `${job.id} ×${sent(job.id)}`);
  const beyondAttempts = jobs.filter((job) => sent(job.id) > job.retries + 1).map((job) => `${job.id} ×${sent(job.id)} in ${job.retries + 1} attempts`);
  const jobIds = new Set(jobs.map((job) => job.id));
  const withoutJob = [...deliveries.keys()].filter((key) => !jobIds.has(key));
  const repeated = jobs.filter((job) => sent(job.id) > 1);
  const { rows: settlements } = await client.query<{ id: string; transfers: string }>(
    `select p.id::text, count(t.id)::text as transfers from payments p
     left join ledger_transfers t on t.reference = 'payment:' || p.id || ':settle'
     where p.status = 'approved' group by p.id`,
  );
  const settledWrongly = settlements.filter((row) => row.transfers !== '1').map((row) => `${row.id} ×${row.transfers}`);
  const passed = unsent.length + repeatedUnretried.length + beyondAttempts.length + withoutJob.length + settledWrongly.length === 0;
  const problems = [
    unsent.length ? `completed but never delivered: ${sample(unsent)}` : '',
    repeatedUnretried.length ? `delivered again by a job run only once: ${sample(repeatedUnretried)}` : '',
    beyondAttempts.length ? `delivered more often than attempted: ${sample(beyondAttempts)}` : '',
    withoutJob.length ? `delivered by no email job: ${sample(withoutJob)}` : '',
    settledWrongly.length ? `approved payments not settled exactly once: ${sample(settledWrongly)}` : '',
  ].filter(Boolean);
  return {
    name,
    passed,
    detail: passed
      ? `${jobs.length} email jobs, each delivered under its own Message-ID (${jobs.filter((job) => job.retries > 0).length} run again, ${repeated.length} of them delivered twice: at-least-once, the same message); ${settlements.length} approved payments, each settled once`
      : problems.join('; '),
  };
}

/**
 * Every sign-up's confirmation email went out exactly once, whichever instance took the sign-up
 * and whether or not it was killed afterwards: one message per sign-up, never none and never a
 * second one. A delivery repeated under the same Message-ID is that one message sent again (an
 * instance killed after the SMTP server took it and before the job was marked done: no queue can
 * make an SMTP send and a database write one step); mailboxes show it once, and the count of such
 * repeats is printed. (The same holds when PostgreSQL restarts between the send and the completion.) Strict once emails go through the job queue (issue 26); before that an
 * email sent in the background of a killed instance may be lost, so the count is only reported.
 */
async function checkEmailsOnce(client: pg.Client, writes: AcknowledgedWrites, inbox: MailInbox): Promise<InvariantCheck> {
  const queue = await jobQueueSchema(client);
  const counts = inbox.confirmationsByRecipient();
  const messagesTo = (email: string) => counts.get(email.toLowerCase())?.messages ?? 0;
  const never = writes.users.filter((u) => messagesTo(u.email) === 0).map((u) => u.email);
  const twice = writes.users.filter((u) => messagesTo(u.email) > 1).map((u) => `${u.email} ×${messagesTo(u.email)}`);
  const resent = writes.users.filter((u) => (counts.get(u.email.toLowerCase())?.deliveries ?? 0) > messagesTo(u.email)).map((u) => u.email);
  const passed = never.length === 0 && twice.length === 0;
  return {
    name: 'every sign-up got its confirmation email once',
    passed,
    informational: queue === undefined,
    detail: `${queue ? `job queue schema ${queue}` : 'no job queue in the database yet (emails are sent in-process)'}; ${writes.users.length} sign-ups: ${
      writes.users.length - never.length - twice.length
    } got exactly one email${never.length ? `, none for ${sample(never)}` : ''}${twice.length ? `, several for ${sample(twice)}` : ''}${
      resent.length
        ? `; delivered again under the same Message-ID (an attempt run again: its instance was killed, or PostgreSQL restarted, after the SMTP server took it) to ${resent.length}: ${sample(resent)}`
        : ''
    }`,
  };
}

export async function checkInvariants(databaseUrl: string, writes: AcknowledgedWrites, inbox: MailInbox): Promise<InvariantCheck[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return [
      await checkLedger(client),
      await checkMediaObjects(client),
      await checkAcknowledgedWrites(client, writes),
      await checkQueueJobs(client),
      await checkJobsRanOnce(client, inbox),
      await checkEmailsOnce(client, writes, inbox),
    ];
  } finally {
    await client.end();
  }
}
