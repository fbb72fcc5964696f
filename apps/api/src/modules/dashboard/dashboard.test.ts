import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, contracts, jobs, notifications, proposals, reviews } from '../../db/schema/index.ts';
import { createAccount } from '../../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
type Account = Awaited<ReturnType<typeof createAccount>>;
const nonModel = { model_type: undefined, model_physical_type: undefined, gender: undefined, model_characteristics: [], work_interests: [] };
let contractor: Account;
let model: Account;
let otherModel: Account;

beforeAll(async () => {
  t = await createTestApp();
  contractor = await createAccount(t.app, { userType: 'contractor', ...nonModel });
  model = await createAccount(t.app);
  otherModel = await createAccount(t.app);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const overview = (cookie?: string) => t.app.inject({ url: '/api/me/overview', headers: cookie ? { cookie } : {} });

const jobValues = (status: 'draft' | 'open' | 'closed') => ({
  ownerId: contractor.user.id,
  title: `Vaga ${status}`,
  description: 'Descrição',
  jobType: 'catalogo',
  city: 'São Paulo',
  state: 'SP',
  startsOn: '2026-12-01',
  payCents: 10_000,
  payUnit: 'day' as const,
  status,
});

describe('GET /api/me/overview', () => {
  it('starts at zero for a new account, by role', async () => {
    const forModel = await overview(model.cookie);
    expect(forModel.statusCode).toBe(200);
    expect(forModel.json()).toEqual({
      role: 'model',
      applications: { pending: 0, shortlisted: 0, rejected: 0, hired: 0, withdrawn: 0 },
      applications_in_progress: 0,
      proposals_pending: 0,
      contracts: { awaiting_payment: 0, funded: 0, completed: 0, cancelled: 0, disputed: 0 },
      rating: { average: null, count: 0 },
      unread_notifications: 0,
    });
    expect((await overview(contractor.cookie)).json()).toMatchObject({ role: 'hirer', new_applicants: 0, proposals_pending_sent: 0, jobs: { open: 0 } });
  });

  it('counts the caller’s own applications, jobs, proposals, contracts, rating and unread notifications', async () => {
    const db = t.database.db;
    const [open, closed] = await db
      .insert(jobs)
      .values([jobValues('open'), jobValues('closed'), jobValues('draft')])
      .returning({ id: jobs.id });
    await db.insert(applications).values([
      { jobId: open?.id as string, modelId: model.user.id, status: 'pending' },
      { jobId: closed?.id as string, modelId: model.user.id, status: 'shortlisted' },
      { jobId: open?.id as string, modelId: otherModel.user.id, status: 'rejected' },
    ]);
    const [proposal, accepted] = await db
      .insert(proposals)
      .values([
        { ownerId: contractor.user.id, modelId: model.user.id, title: 'Proposta', workDate: '2026-12-02', place: 'SP', amountCents: 1000 },
        {
          ownerId: contractor.user.id,
          modelId: otherModel.user.id,
          title: 'Aceita',
          workDate: '2026-12-02',
          place: 'SP',
          amountCents: 1000,
          status: 'accepted',
        },
      ])
      .returning({ id: proposals.id });
    expect(proposal).toBeTruthy();
    const [contract] = await db
      .insert(contracts)
      .values({
        proposalId: accepted?.id as string,
        ownerId: contractor.user.id,
        modelId: otherModel.user.id,
        title: 'Aceita',
        workDate: '2026-12-02',
        place: 'SP',
        amountCents: 1000,
        status: 'completed',
        completedAt: new Date(),
      })
      .returning({ id: contracts.id });
    await db.insert(reviews).values([
      { contractId: contract?.id as string, reviewerId: otherModel.user.id, revieweeId: contractor.user.id, rating: 4 },
      { contractId: contract?.id as string, reviewerId: contractor.user.id, revieweeId: otherModel.user.id, rating: 5 },
    ]);
    await db.insert(notifications).values([
      { userId: model.user.id, type: 'test', title: 'Um' },
      { userId: model.user.id, type: 'test', title: 'Dois', readAt: new Date() },
    ]);

    expect((await overview(model.cookie)).json()).toMatchObject({
      role: 'model',
      applications: { pending: 1, shortlisted: 1, rejected: 0 },
      applications_in_progress: 2,
      proposals_pending: 1,
      contracts: { completed: 0 },
      unread_notifications: 1,
    });
    expect((await overview(otherModel.cookie)).json()).toMatchObject({
      applications: { rejected: 1 },
      applications_in_progress: 0,
      proposals_pending: 0,
      contracts: { completed: 1 },
      rating: { average: 5, count: 1 },
    });
    expect((await overview(contractor.cookie)).json()).toEqual({
      role: 'hirer',
      jobs: { draft: 1, open: 1, closed: 1, filled: 0, cancelled: 0 },
      // Only pending applications on open jobs: the shortlisted one is on a closed job.
      new_applicants: 1,
      proposals_pending_sent: 1,
      contracts: { awaiting_payment: 0, funded: 0, completed: 1, cancelled: 0, disputed: 0 },
      rating: { average: 4, count: 1 },
      unread_notifications: 0,
    });
  });

  it('refuses guests', async () => {
    expect((await overview()).statusCode).toBe(401);
  });
});
