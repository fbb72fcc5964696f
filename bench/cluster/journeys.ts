import { randomUUID } from 'node:crypto';
import { encodeSandboxCardToken } from '@passarela/shared';
import type { createAcknowledgedWrites } from './acknowledged-writes.ts';
import type { MailInbox } from './mail-inbox.ts';
import type { PairChannel } from './pair-channel.ts';
import type { Answer, VirtualUserClient } from './virtual-user-client.ts';

/** What every virtual user shares: the run's clock, the inbox, the log of acknowledged writes. */
export interface JourneyContext {
  client: VirtualUserClient;
  inbox: MailInbox;
  writes: ReturnType<typeof createAcknowledgedWrites>;
  stopped: () => boolean;
  /** Names this run's accounts, so two runs never collide. */
  runId: string;
  vu: number;
  photos: { profile: Buffer; gallery: Buffer };
  /** Profiles people saw, for others to browse. */
  knownSlugs: string[];
  /** How long one side waits for the other's next step before giving the round up. */
  partnerTimeoutMs: number;
  /** Pause between two clicks (ms), as a person reading the page. */
  thinkMs: number;
}

const PROPOSAL_CENTS = 20_000;
const PASSWORD = 'passarela-ensaio-na-praia-42';

type Body = Record<string, unknown>;
const bodyOf = (answer: Answer) => answer.body as Body;
const idOf = (value: unknown) => String((value as { id: unknown }).id);
/** The contract's status in a `{ contract }` answer. */
const contractStatusOf = (answer: Answer) => String((bodyOf(answer).contract as { status: unknown }).status);

async function think(context: JourneyContext) {
  if (context.thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, context.thinkMs * (0.5 + Math.random())));
}

function today(offsetDays: number): string {
  // Brazil is UTC-3: a date a few days ahead is in the future there too.
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** Signs up through the wizard's multipart endpoint (with a portrait, stored in S3) and confirms the email from the inbox. */
async function signUpAndConfirm(context: JourneyContext, userType: 'model' | 'contractor', attempt: number): Promise<{ id: string; slug: string }> {
  const email = `bench-${context.runId}-${context.vu}-${attempt}@exemplo.com.br`;
  const data = {
    userType,
    first_name: userType === 'model' ? 'Ana' : 'Carlos',
    last_name: `Bench ${context.vu}`,
    email,
    password: PASSWORD,
    phone: '(11) 98765-4321',
    city: 'São Paulo',
    state: 'SP',
    instagram_handle_raw: `@bench.${context.vu}`,
    ...(userType === 'model'
      ? {
          gender: 'feminino',
          model_type: 'morena',
          model_physical_type: 'fitness',
          model_characteristics: ['natural'],
          work_interests: ['catalogo', 'passarela'],
        }
      : {}),
    acceptedTerms: true,
  };
  const answer = await context.client.request('POST', '/api/auth/sign-up', {
    label: 'POST /api/auth/sign-up',
    expect: [201],
    multipart: {
      fields: { data: JSON.stringify(data) },
      files: [{ field: 'photo', bytes: context.photos.profile, fileName: 'perfil.jpg', contentType: 'image/jpeg' }],
    },
  });
  const user = bodyOf(answer).user as { id: string; profile_slug: string };
  context.writes.users.push({ id: user.id, email });
  context.knownSlugs.push(user.profile_slug);
  const link = await context.inbox.verificationPath(email, context.partnerTimeoutMs, context.stopped);
  await context.client.request('GET', link, { label: 'GET /api/auth/verify-email', expect: [200, 302, 303] });
  context.writes.verifiedUsers.push(user.id);
  return { id: user.id, slug: user.profile_slug };
}

/** What anyone does between steps: lists, a profile and its gallery, the home page. */
async function browse(context: JourneyContext, round: number) {
  const { client } = context;
  const lists = ['/api/models?state=SP', '/api/jobs?state=SP', '/api/contractors', '/api/home'];
  const list = lists[(context.vu + round) % lists.length] as string;
  await client.request('GET', list, { label: `GET ${list}`, expect: [200] });
  await think(context);
  const slug = context.knownSlugs[Math.floor(Math.random() * context.knownSlugs.length)];
  if (slug) {
    await client.request('GET', `/api/profiles/${slug}`, { label: 'GET /api/profiles/:slug', expect: [200] });
    await client.request('GET', `/api/profiles/${slug}/media`, { label: 'GET /api/profiles/:slug/media', expect: [200] });
    await think(context);
  }
}

async function review(context: JourneyContext, contractId: string) {
  const answer = await context.client.request('POST', `/api/contracts/${contractId}/reviews`, {
    label: 'POST /api/contracts/:id/reviews',
    expect: [201],
    json: { rating: 5, comment: 'Trabalho excelente, recomendo.' },
  });
  context.writes.reviews.push(idOf(bodyOf(answer).review));
}

/** Puts the proposal's amount in the wallet with the sandbox's approved test card (holder APRO). */
async function topUpWallet(context: JourneyContext, amountCents: number) {
  const { client } = context;
  const started = await client.request('POST', '/api/payments/preferences', {
    label: 'POST /api/payments/preferences',
    expect: [201],
    json: { purpose: 'wallet_topup', amount_cents: amountCents },
  });
  const paymentId = idOf(bodyOf(started).transaction);
  const processed = await client.request('POST', '/api/payments/process', {
    label: 'POST /api/payments/process',
    expect: [200],
    json: {
      transactionId: paymentId,
      payment_method_id: 'visa',
      transaction_amount: amountCents / 100,
      token: encodeSandboxCardToken({ holder: 'APRO', last4: '3704', brand: 'visa' }),
      installments: 1,
      payer: { email: 'pagador@exemplo.com.br', identification: { type: 'CPF', number: '12345678909' } },
    },
  });
  if (bodyOf(processed).status !== 'approved') throw new Error(`top-up not approved: ${JSON.stringify(processed.body)}`);
  context.writes.topUps.push(paymentId);
  await client.request('GET', '/api/wallet', { label: 'GET /api/wallet', expect: [200] });
}

/** One round as the contractor: post a job, hire the partner who applied, pay from the wallet, complete, review. */
async function contractorRound(context: JourneyContext, pair: PairChannel, round: number) {
  const { client, writes, partnerTimeoutMs: wait } = context;
  await browse(context, round);
  const job = await client.request('POST', '/api/jobs', {
    label: 'POST /api/jobs',
    expect: [201],
    json: {
      title: `Catálogo de verão ${context.vu}-${round}`,
      description: 'Fotos para o catálogo de verão da marca, em estúdio na zona oeste.',
      starts_on: today(20),
      pay_cents: PROPOSAL_CENTS,
      job_type: 'catalogo',
      city: 'São Paulo',
      state: 'SP',
      pay_unit: 'day',
      openings: 1,
      publish: true,
    },
  });
  const jobId = idOf(job.body);
  writes.jobs.push(jobId);
  pair.send(round, 'job', jobId);
  const applicationId = await pair.receive(round, 'application', wait);
  await client.request('GET', `/api/jobs/${jobId}/applications`, { label: 'GET /api/jobs/:id/applications', expect: [200] });
  await think(context);
  const hired = await client.request('POST', `/api/applications/${applicationId}/hire`, {
    label: 'POST /api/applications/:id/hire',
    expect: [200],
    json: { title: 'Ensaio de moda praia', description: 'Ensaio em estúdio.', work_date: today(7), place: 'São Paulo/SP', amount_cents: PROPOSAL_CENTS },
  });
  const proposalId = String((bodyOf(hired).applicant as { proposal_id: unknown }).proposal_id);
  writes.proposals.push(proposalId);
  pair.send(round, 'proposal', proposalId);
  await topUpWallet(context, PROPOSAL_CENTS);
  const contractId = await pair.receive(round, 'contract', wait);
  const funded = await client.request('POST', `/api/contracts/${contractId}/fund-with-wallet`, {
    label: 'POST /api/contracts/:id/fund-with-wallet',
    expect: [200],
    json: {},
    headers: { 'idempotency-key': randomUUID() },
  });
  writes.contractReached(contractId, contractStatusOf(funded));
  pair.send(round, 'funded');
  await pair.receive(round, 'model-confirmed', wait);
  const completed = await client.request('POST', `/api/contracts/${contractId}/complete`, { label: 'POST /api/contracts/:id/complete', expect: [200] });
  const status = contractStatusOf(completed);
  writes.contractReached(contractId, status);
  if (status !== 'completed') throw new Error(`contract ${contractId} is ${status} after both confirmed`);
  pair.send(round, 'completed');
  await review(context, contractId);
  await client.request('GET', '/api/me/contracts', { label: 'GET /api/me/contracts', expect: [200] });
}

/** One round as the model: a gallery photo, apply to the partner's job, accept, confirm the work, review. */
async function modelRound(context: JourneyContext, pair: PairChannel, round: number) {
  const { client, writes, partnerTimeoutMs: wait } = context;
  await browse(context, round);
  const gallery = await client.request('POST', '/api/profiles/me/media', {
    label: 'POST /api/profiles/me/media',
    expect: [201],
    multipart: { fields: {}, files: [{ field: 'photos', bytes: context.photos.gallery, fileName: 'ensaio.jpg', contentType: 'image/jpeg' }] },
  });
  const items = (bodyOf(gallery).items as Array<{ id: string }>) ?? [];
  const newest = items.at(-1);
  if (newest) writes.media.push(newest.id);
  const jobId = await pair.receive(round, 'job', wait);
  await client.request('GET', `/api/jobs/${jobId}`, { label: 'GET /api/jobs/:id', expect: [200] });
  await think(context);
  const applied = await client.request('POST', `/api/jobs/${jobId}/applications`, {
    label: 'POST /api/jobs/:id/applications',
    expect: [201],
    json: { message: 'Tenho experiência com catálogo e estou disponível.' },
  });
  const applicationId = idOf(bodyOf(applied).application);
  writes.applications.push(applicationId);
  pair.send(round, 'application', applicationId);
  const proposalId = await pair.receive(round, 'proposal', wait);
  await client.request('GET', '/api/me/proposals?role=received', { label: 'GET /api/me/proposals', expect: [200] });
  const accepted = await client.request('POST', `/api/proposals/${proposalId}/accept`, { label: 'POST /api/proposals/:id/accept', expect: [200] });
  const contract = bodyOf(accepted).contract as { id: string; status: string };
  writes.contractReached(contract.id, contract.status);
  pair.send(round, 'contract', contract.id);
  await pair.receive(round, 'funded', wait);
  await client.request('GET', `/api/contracts/${contract.id}`, { label: 'GET /api/contracts/:id', expect: [200] });
  const confirmed = await client.request('POST', `/api/contracts/${contract.id}/complete`, { label: 'POST /api/contracts/:id/complete', expect: [200] });
  writes.contractReached(contract.id, contractStatusOf(confirmed));
  pair.send(round, 'model-confirmed');
  await pair.receive(round, 'completed', wait);
  await review(context, contract.id);
}

/**
 * A virtual user's whole visit: sign up and confirm, then rounds of its side of a hiring with its
 * partner until the run ends. A failed step gives the round up (both sides start a new one); a
 * failed sign-up is tried again, as a person would.
 */
export async function runJourney(context: JourneyContext, side: 'model' | 'contractor', pair: PairChannel, onFailure: (error: unknown) => void) {
  const signedUp = await signUpWithRetries(context, side, onFailure);
  if (!signedUp) return;
  for (let round = 0; !context.stopped(); round += 1) {
    try {
      await (side === 'model' ? modelRound(context, pair, round) : contractorRound(context, pair, round));
    } catch (error) {
      pair.abandon(round);
      if (!context.stopped()) onFailure(error);
      // A failure during an outage: wait a moment before the next round, as a person would.
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

async function signUpWithRetries(context: JourneyContext, side: 'model' | 'contractor', onFailure: (error: unknown) => void): Promise<boolean> {
  // Three tries at most: each is a new address, and sign-ups per IP are limited (docs/security.md #3).
  for (let attempt = 0; attempt < 3 && !context.stopped(); attempt += 1) {
    try {
      await signUpAndConfirm(context, side, attempt);
      return true;
    } catch (error) {
      onFailure(error);
      // The first attempt may have gone through before it failed: the next one signs up a new address.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
  return false;
}
