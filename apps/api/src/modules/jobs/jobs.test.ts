import { type JobAction, jobActions, jobGraph, type JobState, jobStates, todayInBrazil } from '@passarela/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, hiringTransitions, jobs, users } from '../../db/schema/index.ts';
import { createAccount } from '../../test-support/accounts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test-support/test-app.ts';
import { createAuthRepository } from '../auth/index.ts';

let t: TestApp;
type Account = Awaited<ReturnType<typeof createAccount>>;
const nonModel = { model_type: undefined, model_physical_type: undefined, gender: undefined, model_characteristics: [], work_interests: [] };

let owner: Account;
let other: Account;
let photographer: Account;
let model: Account;
let admin: Account;

const daysFromNow = (days: number) => {
  const [y, m, d] = todayInBrazil().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

function jobBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Recepcionista para feira de tecnologia',
    description: 'Buscamos recepcionistas simpáticas para três dias de feira no centro de convenções.',
    job_type: 'feira',
    city: 'São Paulo',
    state: 'SP',
    starts_on: daysFromNow(10),
    ends_on: daysFromNow(12),
    pay_cents: 25_000,
    pay_unit: 'day',
    openings: 3,
    required_gender: 'feminino',
    required_model_types: ['morena'],
    required_physical_types: [],
    min_age: 18,
    max_age: 35,
    min_height_cm: 160,
    max_height_cm: null,
    application_deadline: daysFromNow(5),
    ...overrides,
  };
}

const headers = (account: Account | undefined) => ({ origin: TEST_ORIGIN, ...(account ? { cookie: account.cookie } : {}) });
const post = (account: Account | undefined, url: string, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers: headers(account), payload: payload as object });
const patch = (account: Account | undefined, url: string, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url, headers: headers(account), payload: payload as object });
const get = (account: Account | undefined, url: string) => t.app.inject({ url, headers: account ? { cookie: account.cookie } : {} });

async function createJob(account: Account, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await post(account, '/api/jobs', jobBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** A job put straight into a state (fixtures for the transition table). */
async function jobIn(state: JobState, account: Account = owner): Promise<string> {
  const id = await createJob(account);
  await t.database.db
    .update(jobs)
    .set({ status: state, publishedAt: state === 'draft' ? null : new Date() })
    .where(eq(jobs.id, id));
  return id;
}

async function verify(account: Account) {
  await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, account.user.id));
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccount(t.app, { userType: 'contractor', first_name: 'Carla', last_name: 'Mendes', ...nonModel });
  other = await createAccount(t.app, { userType: 'contractor', first_name: 'Outra', last_name: 'Empresa', ...nonModel });
  photographer = await createAccount(t.app, { userType: 'photographer', first_name: 'Fábio', last_name: 'Lente', ...nonModel });
  model = await createAccount(t.app, { first_name: 'Ana', last_name: 'Modelo' });
  admin = await createAccount(t.app);
  await createAuthRepository(t.database.db).makeAdmin(admin.user.id);
  for (const account of [owner, other, photographer, model, admin]) await verify(account);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('POST /api/jobs', () => {
  it('creates a draft visible only to its owner and admins', async () => {
    const res = await post(owner, '/api/jobs', jobBody());
    expect(res.statusCode, res.body).toBe(201);
    const job = res.json();
    expect(job).toMatchObject({ status: 'draft', published_at: null, is_owner: true, title: 'Recepcionista para feira de tecnologia', pay_cents: 25_000 });
    expect(job.owner).toMatchObject({ id: owner.user.id, profile_slug: owner.user.profile_slug, user_type: 'contractor' });
    expect(job.owner).not.toHaveProperty('email');
    expect((await get(owner, `/api/jobs/${job.id}`)).json().is_owner).toBe(true);
    expect((await get(admin, `/api/jobs/${job.id}`)).json()).toMatchObject({ id: job.id, is_owner: false });
    for (const viewer of [undefined, other, model]) {
      const hidden = await get(viewer, `/api/jobs/${job.id}`);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ code: 'JOB_NOT_FOUND', message: 'Vaga não encontrada.' });
    }
    const log = await t.database.db.select().from(hiringTransitions).where(eq(hiringTransitions.entityId, job.id));
    expect(log.map((row) => [row.action, row.toState, row.actorRole])).toEqual([['create', 'draft', 'owner']]);
  });

  it('publishes at once with publish: true (photographers post too)', async () => {
    const res = await post(photographer, '/api/jobs', jobBody({ publish: true, title: 'Ensaio externo no Ibirapuera' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'open', is_owner: true });
    expect(res.json().published_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await get(undefined, `/api/jobs/${res.json().id}`)).json()).toMatchObject({ status: 'open', is_owner: false });
  });

  it('refuses bad input with Portuguese 400s (unknown fields, limits, rules between fields)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ extra: 1 }, 'VALIDATION_FAILED'],
      [{ title: 'Oi' }, 'O título deve ter pelo menos 5 caracteres.'],
      [{ description: 'curta' }, 'A descrição deve ter pelo menos 20 caracteres.'],
      [{ job_type: 'balada' }, 'Escolha o tipo de trabalho.'],
      [{ state: 'XX' }, 'Escolha o estado (UF).'],
      [{ starts_on: '2030-02-30' }, 'Informe a data de início (AAAA-MM-DD).'],
      [{ pay_cents: 0 }, 'O cachê deve ser maior que zero.'],
      [{ pay_cents: 10.5 }, 'Informe o valor em centavos inteiros.'],
      [{ pay_unit: 'week' }, 'Escolha se o cachê é por hora, por dia ou por trabalho.'],
      [{ openings: 101 }, 'No máximo 100 vagas por anúncio.'],
      [{ min_age: 17 }, 'A idade deve estar entre 18 e 80 anos.'],
      [{ min_age: 30, max_age: 20 }, 'A idade máxima não pode ser menor que a mínima.'],
      [{ min_height_cm: 139 }, 'A altura deve estar entre 140 e 210 cm.'],
      [{ min_height_cm: 180, max_height_cm: 170 }, 'A altura máxima não pode ser menor que a mínima.'],
      [{ ends_on: daysFromNow(9) }, 'A data de término não pode ser antes do início.'],
      [{ application_deadline: daysFromNow(11) }, 'O prazo de inscrição deve ser até a data de início.'],
      [{ publish: true, starts_on: daysFromNow(-1), ends_on: null, application_deadline: null }, 'A data de início não pode estar no passado.'],
      [{ required_model_types: ['verde'] }, 'Tipo de aparência inválido.'],
    ];
    for (const [overrides, expected] of cases) {
      const res = await post(owner, '/api/jobs', jobBody(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      if (expected !== 'VALIDATION_FAILED')
        expect(
          body.details.map((d: { message: string }) => d.message),
          JSON.stringify(overrides),
        ).toContain(expected);
    }
    // A draft may keep a past date until it is published.
    const draft = await createJob(owner, { starts_on: daysFromNow(-3), ends_on: null, application_deadline: null });
    const publish = await post(owner, `/api/jobs/${draft}/actions/publish`);
    expect(publish.statusCode).toBe(400);
    expect(publish.json().message).toBe('A data de início não pode estar no passado.');
  });

  it('asks for the role and a confirmed email (docs/security.md #6 and #8)', async () => {
    expect((await post(undefined, '/api/jobs', jobBody())).statusCode).toBe(401);
    expect((await post(model, '/api/jobs', jobBody())).json().code).toBe('FORBIDDEN');
    const unverified = await createAccount(t.app, { userType: 'contractor', ...nonModel });
    expect((await post(unverified, '/api/jobs', jobBody())).json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('never takes the owner from the body', async () => {
    const res = await post(owner, '/api/jobs', { ...jobBody(), owner_id: other.user.id });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/jobs/:jobId', () => {
  it('answers 404 (not 400 or 500) for malformed and unknown ids', async () => {
    for (const id of ['nao-existe', '123', '00000000-0000-4000-8000-000000000000', "1' or '1'='1"]) {
      const res = await get(undefined, `/api/jobs/${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().code).toBe('JOB_NOT_FOUND');
    }
  });

  it('shows open, closed and filled jobs to anyone; cancelled and draft only to the owner and admins', async () => {
    for (const state of jobStates) {
      const id = await jobIn(state);
      const visible = ['open', 'closed', 'filled'].includes(state);
      for (const viewer of [undefined, other, model, photographer]) expect((await get(viewer, `/api/jobs/${id}`)).statusCode, state).toBe(visible ? 200 : 404);
      expect((await get(owner, `/api/jobs/${id}`)).statusCode).toBe(200);
      expect((await get(admin, `/api/jobs/${id}`)).statusCode).toBe(200);
    }
  });
});

describe('PATCH /api/jobs/:jobId', () => {
  it('lets the owner edit while draft, open or closed, merged and checked as a whole', async () => {
    const id = await jobIn('open');
    const res = await patch(owner, `/api/jobs/${id}`, { title: 'Recepcionista bilíngue para feira', pay_cents: 30_000, min_age: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Recepcionista bilíngue para feira', pay_cents: 30_000, min_age: null, max_age: 35, status: 'open' });
    const bad = await patch(owner, `/api/jobs/${id}`, { max_age: 17 });
    expect(bad.statusCode).toBe(400);
    const crossed = await patch(owner, `/api/jobs/${id}`, { max_height_cm: 150 });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().message).toBe('A altura máxima não pode ser menor que a mínima.');
    expect((await patch(owner, `/api/jobs/${id}`, { starts_on: daysFromNow(-2) })).json().details[0].message).toBe(
      'A data de início não pode estar no passado.',
    );
    expect((await patch(owner, `/api/jobs/${id}`, {})).statusCode).toBe(400);
    expect((await patch(owner, `/api/jobs/${id}`, { status: 'filled' })).statusCode).toBe(400);
  });

  it('refuses editing filled and cancelled jobs with 409', async () => {
    for (const state of ['filled', 'cancelled'] as const) {
      const res = await patch(owner, `/api/jobs/${await jobIn(state)}`, { title: 'Outro título qualquer' });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('TRANSITION_NOT_ALLOWED');
    }
  });

  it('answers 404 to anyone but the owner and admins; 403 to models, 401 to guests', async () => {
    const id = await jobIn('open');
    const other404 = await patch(other, `/api/jobs/${id}`, { title: 'Tomada de vaga alheia' });
    expect(other404.statusCode).toBe(404);
    expect(other404.json().code).toBe('JOB_NOT_FOUND');
    expect((await patch(photographer, `/api/jobs/${id}`, { title: 'Tomada de vaga alheia' })).statusCode).toBe(404);
    expect((await patch(model, `/api/jobs/${id}`, { title: 'Tomada de vaga alheia' })).statusCode).toBe(403);
    expect((await patch(undefined, `/api/jobs/${id}`, { title: 'Tomada de vaga alheia' })).statusCode).toBe(401);
    expect((await patch(admin, `/api/jobs/${id}`, { title: 'Corrigido pela equipe' })).statusCode).toBe(200);
    expect((await patch(other, '/api/jobs/nao-existe', { title: 'Tomada de vaga alheia' })).statusCode).toBe(404);
  });
});

describe('POST /api/jobs/:jobId/actions/:action', () => {
  it('takes every step the job graph allows, logging each with the actor’s role', async () => {
    for (const action of jobActions) {
      for (const from of jobGraph.transitions[action].from) {
        const id = await jobIn(from);
        const res = await post(owner, `/api/jobs/${id}/actions/${action}`);
        expect(res.statusCode, `${action} from ${from}: ${res.body}`).toBe(200);
        expect(res.json().status).toBe(jobGraph.transitions[action].to);
        const log = await t.database.db
          .select()
          .from(hiringTransitions)
          .where(and(eq(hiringTransitions.entityId, id), eq(hiringTransitions.action, action)));
        expect(log).toMatchObject([{ entity: 'job', fromState: from, toState: jobGraph.transitions[action].to, actorId: owner.user.id, actorRole: 'owner' }]);
      }
    }
  });

  it('refuses every step the job graph forbids with 409 TRANSITION_NOT_ALLOWED, changing nothing', async () => {
    let checked = 0;
    for (const action of jobActions as readonly JobAction[]) {
      for (const from of jobStates.filter((state) => !jobGraph.transitions[action].from.includes(state))) {
        const id = await jobIn(from);
        const res = await post(owner, `/api/jobs/${id}/actions/${action}`);
        expect(res.statusCode, `${action} from ${from}`).toBe(409);
        expect(res.json()).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED', details: { entity: 'job', action, from } });
        const [row] = await t.database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id));
        expect(row?.status).toBe(from);
        checked++;
      }
    }
    expect(checked).toBe(jobActions.length * jobStates.length - jobActions.reduce((n, a) => n + jobGraph.transitions[a].from.length, 0));
  });

  it('sets published_at on publish, and keeps it on reopen', async () => {
    const id = await createJob(owner);
    const published = (await post(owner, `/api/jobs/${id}/actions/publish`)).json();
    expect(published.published_at).not.toBeNull();
    await post(owner, `/api/jobs/${id}/actions/close`);
    const reopened = (await post(owner, `/api/jobs/${id}/actions/reopen`)).json();
    expect(reopened).toMatchObject({ status: 'open', published_at: published.published_at });
  });

  it('hides other people’s jobs (404), refuses models and guests, and logs an admin as admin', async () => {
    const id = await jobIn('open');
    expect((await post(other, `/api/jobs/${id}/actions/close`)).json().code).toBe('JOB_NOT_FOUND');
    expect((await post(model, `/api/jobs/${id}/actions/close`)).json().code).toBe('FORBIDDEN');
    expect((await post(undefined, `/api/jobs/${id}/actions/close`)).json().code).toBe('UNAUTHENTICATED');
    expect((await post(owner, `/api/jobs/${id}/actions/archive`)).statusCode).toBe(400);
    expect((await post(owner, '/api/jobs/nao-existe/actions/close')).statusCode).toBe(404);
    const res = await post(admin, `/api/jobs/${id}/actions/close`);
    expect(res.statusCode).toBe(200);
    const [log] = await t.database.db
      .select()
      .from(hiringTransitions)
      .where(and(eq(hiringTransitions.entityId, id), eq(hiringTransitions.action, 'close')));
    expect(log).toMatchObject({ actorId: admin.user.id, actorRole: 'admin' });
  });
});

describe('GET /api/me/jobs', () => {
  it('lists the caller’s jobs newest first with applicant counts and allowed actions', async () => {
    const mine = await createAccount(t.app, { userType: 'photographer', first_name: 'Lia', last_name: 'Foco', ...nonModel });
    await verify(mine);
    const first = await createJob(mine, { title: 'Primeira vaga da Lia' });
    const second = await createJob(mine, { title: 'Segunda vaga da Lia', publish: true });
    const applicants = [model, await createAccount(t.app, { first_name: 'Bia' }), await createAccount(t.app, { first_name: 'Clara' })];
    await t.database.db.insert(applications).values([
      { jobId: second, modelId: applicants[0]?.user.id as string, status: 'pending' },
      { jobId: second, modelId: applicants[1]?.user.id as string, status: 'pending' },
      { jobId: second, modelId: applicants[2]?.user.id as string, status: 'shortlisted' },
    ]);
    const res = await get(mine, '/api/me/jobs');
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items.map((job: { id: string }) => job.id)).toEqual([second, first]);
    expect(items[0]).toMatchObject({
      status: 'open',
      is_owner: true,
      applicants_total: 3,
      applicant_counts: { pending: 2, shortlisted: 1, rejected: 0, hired: 0, withdrawn: 0 },
      allowed_actions: ['close', 'mark_filled', 'cancel'],
    });
    expect(items[1]).toMatchObject({ status: 'draft', applicants_total: 0, allowed_actions: ['publish', 'cancel'] });
    // Other people's jobs never appear.
    expect((await get(owner, '/api/me/jobs')).json().items.some((job: { id: string }) => job.id === first)).toBe(false);
    expect((await get(model, '/api/me/jobs')).statusCode).toBe(403);
    expect((await get(undefined, '/api/me/jobs')).statusCode).toBe(401);
  });
});

describe('GET /api/jobs', () => {
  it('lists open jobs only, featured first, filters and accent-free text, in keyset pages that survive inserts', async () => {
    const poster = await createAccount(t.app, { userType: 'contractor', first_name: 'Lista', last_name: 'Teste', ...nonModel });
    await verify(poster);
    const tag = `zq${Date.now().toString(36)}`;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        await createJob(poster, {
          publish: true,
          title: `Vaga ${tag} número ${i}`,
          city: i % 2 ? 'Niterói' : 'São Paulo',
          state: i % 2 ? 'RJ' : 'SP',
          pay_cents: 10_000 * (i + 1),
        }),
      );
    await createJob(poster, { title: `Vaga ${tag} rascunho` });
    await t.database.db
      .update(jobs)
      .set({ featured: true })
      .where(eq(jobs.id, ids[0] as string));

    const all = (await get(undefined, `/api/jobs?q=${tag}&limit=48`)).json();
    expect(all.items.map((job: { id: string }) => job.id)).toEqual([ids[0], ids[4], ids[3], ids[2], ids[1]]);
    expect(all.items[0]).toMatchObject({ featured: true, status: 'open', owner: { profile_slug: poster.user.profile_slug } });

    const page1 = (await get(undefined, `/api/jobs?q=${tag}&limit=2`)).json();
    expect(page1.items).toHaveLength(2);
    // A job published between pages goes on top: the next page neither repeats nor skips.
    await createJob(poster, { publish: true, title: `Vaga ${tag} nova`, pay_cents: 1000 });
    const page2 = (await get(undefined, `/api/jobs?q=${tag}&limit=2&cursor=${page1.nextCursor}`)).json();
    const page3 = (await get(undefined, `/api/jobs?q=${tag}&limit=2&cursor=${page2.nextCursor}`)).json();
    expect([...page1.items, ...page2.items, ...page3.items].map((job: { id: string }) => job.id)).toEqual([ids[0], ids[4], ids[3], ids[2], ids[1]]);
    expect(page3.nextCursor).toBeNull();

    const ids$ = async (query: string) => (await get(undefined, `/api/jobs?q=${tag}&${query}`)).json().items.map((job: { id: string }) => job.id);
    expect(await ids$('state=RJ')).toEqual([ids[3], ids[1]]);
    expect(await ids$('city=niteroi')).toEqual([ids[3], ids[1]]);
    expect(await ids$('pay_min=20000&pay_max=30000')).toEqual([ids[2], ids[1]]);
    expect(await ids$('job_type=hostess')).toEqual([]);
    expect((await ids$(`date_from=${daysFromNow(10)}&date_to=${daysFromNow(10)}`)).length).toBe(6);
    expect(await ids$(`date_from=${daysFromNow(11)}`)).toEqual([]);
    expect((await get(undefined, `/api/jobs?q=${tag}+sao+paulo`)).json().items.length).toBe(4);

    // A suspended owner's jobs leave the list and their pages at once.
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, poster.user.id));
    expect((await get(undefined, `/api/jobs?q=${tag}`)).json().items).toEqual([]);
    expect((await get(undefined, `/api/jobs/${ids[0]}`)).statusCode).toBe(404);
  });

  it('refuses bad filters and forged cursors with 400', async () => {
    for (const query of [
      'pay_min=5&pay_max=1',
      'date_from=2030-13-01',
      'state=ZZ',
      'foo=1',
      'cursor=abc',
      'limit=49',
      'date_from=2030-02-02&date_to=2030-01-01',
    ]) {
      const res = await get(undefined, `/api/jobs?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('favourite jobs', () => {
  it('hearts visible jobs by id and lists them as job cards; hidden jobs are 404', async () => {
    const open = await jobIn('open');
    const filled = await jobIn('filled');
    const draft = await jobIn('draft');
    const put = (id: string) => t.app.inject({ method: 'PUT', url: `/api/favorites/job/${id}`, headers: headers(model) });
    expect((await put(open)).statusCode).toBe(204);
    expect((await put(filled)).statusCode).toBe(204);
    expect((await put(draft)).json().code).toBe('JOB_NOT_FOUND');
    expect((await put('nao-existe')).json().code).toBe('JOB_NOT_FOUND');
    expect((await get(model, '/api/favorites/keys')).json().job.sort()).toEqual([open, filled].sort());
    const page = (await get(model, '/api/favorites?kind=job')).json();
    expect(page.kind).toBe('job');
    expect(page.items.map((card: { id: string }) => card.id)).toEqual([filled, open]);
    expect(page.items[1]).toMatchObject({
      title: 'Recepcionista para feira de tecnologia',
      pay_unit: 'day',
      status: 'open',
      owner: { profile_slug: owner.user.profile_slug },
    });
    // A job that leaves the public (cancelled) leaves the list; its heart can still be removed.
    await t.database.db.update(jobs).set({ status: 'cancelled' }).where(eq(jobs.id, open));
    expect((await get(model, '/api/favorites?kind=job')).json().items.map((card: { id: string }) => card.id)).toEqual([filled]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/favorites/job/${open}`, headers: headers(model) })).statusCode).toBe(204);
  });
});
