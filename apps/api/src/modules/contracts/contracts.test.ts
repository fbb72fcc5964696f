import { contractGraph, contractStates, type HiringActor, nextState, proposalGraph, proposalStates } from '@passarela/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contracts, hiringTransitions, proposals } from '../../db/schema/index.ts';
import { contractMayComplete } from './contract-funding.ts';
import { call, dateFromToday, fundContractFromWallet, notificationsOf, proposalBody } from '../../test-support/hiring.ts';
import { createPerson, openHiringTestApp } from '../../test-support/people.ts';
import type { TestPerson } from '../../test-support/test-person.ts';

const { t, model, otherModel, owner, otherOwner, admin } = await openHiringTestApp();

async function propose(from: TestPerson = owner, to: TestPerson = model, overrides: Record<string, unknown> = {}) {
  const res = await call(t, from, 'POST', '/api/proposals', { ...proposalBody(), model_slug: to.slug, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().proposal as { id: string };
}

async function contractFor(from: TestPerson = owner, to: TestPerson = model) {
  const proposal = await propose(from, to);
  const res = await call(t, to, 'POST', `/api/proposals/${proposal.id}/accept`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().contract as { id: string };
}

/** Funding is required before completion (CONTRACT_FUNDING_REQUIRED): the owner pays from the wallet. */
async function fundedContractFor(from: TestPerson = owner, to: TestPerson = model) {
  const contract = await contractFor(from, to);
  await fundContractFromWallet(t, from, contract.id, proposalBody().amount_cents);
  return contract;
}

describe('direct proposals (POST /api/proposals)', () => {
  it('sends a proposal to a visible model by slug and tells her', async () => {
    const res = await call(t, owner, 'POST', '/api/proposals', { ...proposalBody(), model_slug: model.slug });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().proposal).toMatchObject({
      status: 'pending',
      status_label: 'Aguardando resposta',
      role: 'owner',
      amount_cents: 80_000,
      job_id: null,
      application_id: null,
      contract_id: null,
      allowed_actions: ['withdraw'],
      counterpart: { profile_slug: model.slug, name: 'Bianca Teste' },
    });
    expect(res.body).not.toContain(model.phone);
    const [notice] = await notificationsOf(t, model.id, 'proposal_received');
    expect(notice).toMatchObject({ link: '/dashboard?tab=proposals' });
    expect(notice?.body).toContain('Carlos Teste');
  });

  it('refuses non-models, unknown slugs, past dates, bad bodies, models and unconfirmed emails', async () => {
    const notModel = await call(t, owner, 'POST', '/api/proposals', { ...proposalBody(), model_slug: otherOwner.slug });
    expect(notModel.statusCode).toBe(404);
    expect(notModel.json().code).toBe('PROFILE_NOT_FOUND');
    expect((await call(t, owner, 'POST', '/api/proposals', { ...proposalBody(), model_slug: 'ninguem-aqui' })).statusCode).toBe(404);
    const past = await call(t, owner, 'POST', '/api/proposals', { ...proposalBody({ work_date: dateFromToday(-1) }), model_slug: model.slug });
    expect(past.statusCode).toBe(400);
    expect(JSON.stringify(past.json())).toContain('passado');
    for (const bad of [{ title: 'abc' }, { amount_cents: 10.5 }, { amount_cents: -1 }, { place: 'x' }, { work_date: '2026-02-30' }, { extra: true }]) {
      const res = await call(t, owner, 'POST', '/api/proposals', { ...proposalBody(bad), model_slug: model.slug });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call(t, model, 'POST', '/api/proposals', { ...proposalBody(), model_slug: otherModel.slug })).statusCode).toBe(403);
    const unverified = await createPerson(t, 'contractor', { verified: false });
    const res = await call(t, unverified, 'POST', '/api/proposals', { ...proposalBody(), model_slug: model.slug });
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
  });
});

describe('answering proposals', () => {
  it('lists received and sent proposals to their parties only; strangers get 404 on every action', async () => {
    const proposal = await propose();
    const received = (await call(t, model, 'GET', '/api/me/proposals?role=received')).json().items;
    expect(received.find((p: { id: string }) => p.id === proposal.id)).toMatchObject({ role: 'model', allowed_actions: ['accept', 'decline'] });
    const sent = (await call(t, owner, 'GET', '/api/me/proposals?role=sent')).json().items;
    expect(sent.map((p: { id: string }) => p.id)).toContain(proposal.id);
    for (const [who, role] of [
      [otherModel, 'received'],
      [otherOwner, 'sent'],
    ] as const) {
      const items = (await call(t, who, 'GET', `/api/me/proposals?role=${role}`)).json().items;
      expect(items.map((p: { id: string }) => p.id)).not.toContain(proposal.id);
    }
    expect((await call(t, model, 'GET', '/api/me/proposals?role=outra')).statusCode).toBe(400);
    for (const action of ['accept', 'decline']) {
      const res = await call(t, otherModel, 'POST', `/api/proposals/${proposal.id}/${action}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('PROPOSAL_NOT_FOUND');
    }
    expect((await call(t, otherOwner, 'POST', `/api/proposals/${proposal.id}/withdraw`)).statusCode).toBe(404);
    expect((await call(t, model, 'POST', `/api/proposals/${proposal.id}/withdraw`)).statusCode).toBe(403);
  });

  it('decline and withdraw tell the other side', async () => {
    const declined = await propose();
    const res = await call(t, model, 'POST', `/api/proposals/${declined.id}/decline`);
    expect(res.json().proposal).toMatchObject({ status: 'declined', allowed_actions: [] });
    expect((await notificationsOf(t, owner.id, 'proposal_declined'))[0]).toMatchObject({ link: '/dashboard?tab=my-contracts' });
    const withdrawn = await propose();
    expect((await call(t, owner, 'POST', `/api/proposals/${withdrawn.id}/withdraw`)).json().proposal.status).toBe('withdrawn');
    expect((await notificationsOf(t, model.id, 'proposal_withdrawn'))[0]).toMatchObject({ link: '/dashboard?tab=proposals' });
  });

  it('accepting makes the contract (fields copied); each party sees the other’s WhatsApp once it is paid, nobody else', async () => {
    const proposal = await propose(owner, model, { title: 'Editorial de inverno', place: 'Rua Augusta, 100 - São Paulo', amount_cents: 123_456 });
    const res = await call(t, model, 'POST', `/api/proposals/${proposal.id}/accept`);
    expect(res.statusCode, res.body).toBe(200);
    const { contract, proposal: accepted } = res.json();
    expect(accepted).toMatchObject({ status: 'accepted', contract_id: contract.id });
    expect(contract).toMatchObject({
      status: 'awaiting_payment',
      title: 'Editorial de inverno',
      place: 'Rua Augusta, 100 - São Paulo',
      amount_cents: 123_456,
      role: 'model',
      // Not paid yet: nothing to complete (CONTRACT_FUNDING_REQUIRED).
      allowed_actions: ['cancel'],
    });
    expect(contract.counterpart.user_id).toBe(owner.id);
    // Accepted but not paid: no WhatsApp yet on either side (docs/security.md #11).
    expect(contract.counterpart.contact).toBeNull();
    expect(contract.model.contact).toBeNull();
    expect((await notificationsOf(t, owner.id, 'proposal_accepted'))[0]).toMatchObject({
      link: '/dashboard?tab=my-contracts',
      body: `${model.name} aceitou a proposta "Editorial de inverno". Pague o contrato para confirmar: o WhatsApp aparece depois do pagamento.`,
    });
    const unpaidOwnerView = (await call(t, owner, 'GET', `/api/contracts/${contract.id}`)).json().contract;
    expect(unpaidOwnerView).toMatchObject({ role: 'owner', allowed_actions: ['fund', 'cancel'], counterpart: { user_id: model.id, contact: null } });
    expect(JSON.stringify(unpaidOwnerView)).not.toContain(model.phone);
    const adminView = (await call(t, admin, 'GET', `/api/contracts/${contract.id}`)).json().contract;
    expect(adminView).toMatchObject({
      role: 'admin',
      owner: { contact: { phone: owner.phone } },
      model: { contact: { phone: model.phone } },
      allowed_actions: ['cancel'],
    });

    await fundContractFromWallet(t, owner, contract.id, 123_456);
    const herView = (await call(t, model, 'GET', `/api/contracts/${contract.id}`)).json().contract;
    expect(herView.counterpart.contact.phone).toBe(owner.phone);
    const url = new URL(herView.counterpart.contact.whatsapp_url);
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/55${owner.phone}`);
    expect(url.searchParams.get('text')).toBe('Olá, Carlos! Sou Bianca Teste, da Passarela, sobre o trabalho "Editorial de inverno".');
    // Her own phone is not in her view (she knows it), and nothing leaks in the proposal lists.
    expect(herView.model.contact).toBeNull();
    const ownerView = (await call(t, owner, 'GET', `/api/contracts/${contract.id}`)).json().contract;
    expect(ownerView).toMatchObject({ role: 'owner', status: 'funded', counterpart: { user_id: model.id, contact: { phone: model.phone } } });
    expect(ownerView.owner.contact).toBeNull();
    for (const stranger of [otherModel, otherOwner]) {
      const got = await call(t, stranger, 'GET', `/api/contracts/${contract.id}`);
      expect(got.statusCode).toBe(404);
      expect(got.json().code).toBe('CONTRACT_NOT_FOUND');
      const list = await call(t, stranger, 'GET', '/api/me/contracts');
      expect(list.body).not.toContain(contract.id);
      for (const action of ['complete', 'cancel', 'refund'])
        expect((await call(t, stranger, 'POST', `/api/contracts/${contract.id}/${action}`)).statusCode).toBe(404);
    }
    for (const who of [model, owner]) {
      const list = (await call(t, who, 'GET', '/api/me/contracts')).json().items;
      expect(list.map((c: { id: string }) => c.id)).toContain(contract.id);
    }
    const sent = await call(t, owner, 'GET', '/api/me/proposals?role=sent');
    expect(sent.body).not.toContain(model.phone);
    expect((await call(t, owner, 'GET', '/api/contracts/nao-existe')).statusCode).toBe(404);

    const log = await t.database.db.select().from(hiringTransitions).where(eq(hiringTransitions.entityId, contract.id)).orderBy(hiringTransitions.at);
    expect(log.map(({ entity, action, toState, actorId }) => ({ entity, action, toState, actorId }))).toEqual([
      { entity: 'contract', action: 'create', toState: 'awaiting_payment', actorId: model.id },
      { entity: 'contract', action: 'fund', toState: 'funded', actorId: owner.id },
    ]);
  });
});

describe('contracts: completion and cancellation', () => {
  it('completes a paid contract when both parties confirm, telling the other and then both', async () => {
    const contract = await fundedContractFor();
    const first = await call(t, owner, 'POST', `/api/contracts/${contract.id}/complete`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().contract).toMatchObject({ status: 'funded', allowed_actions: ['dispute'] });
    expect(first.json().contract.owner_confirmed_at).not.toBeNull();
    expect((await notificationsOf(t, model.id, 'contract_completion_requested'))[0]).toMatchObject({ link: '/dashboard?tab=proposals' });
    // Confirming twice changes nothing.
    expect((await call(t, owner, 'POST', `/api/contracts/${contract.id}/complete`)).json().contract.status).toBe('funded');

    const second = await call(t, model, 'POST', `/api/contracts/${contract.id}/complete`);
    expect(second.json().contract).toMatchObject({ status: 'completed', status_label: 'Concluído', allowed_actions: [] });
    expect(second.json().contract.completed_at).not.toBeNull();
    expect((await notificationsOf(t, owner.id, 'contract_completed'))[0]).toMatchObject({ link: '/dashboard?tab=my-contracts' });
    expect((await notificationsOf(t, model.id, 'contract_completed'))[0]).toMatchObject({ link: '/dashboard?tab=proposals' });
    const log = await t.database.db.select().from(hiringTransitions).where(eq(hiringTransitions.entityId, contract.id));
    expect(log.map((entry) => entry.action).sort()).toEqual(['complete', 'confirm_completion', 'create', 'fund']);
  });

  it('the funding seam decides what may complete: only a paid contract', () => {
    expect(contractMayComplete('awaiting_payment')).toBe(false);
    expect(contractMayComplete('funded')).toBe(true);
    expect(contractMayComplete('cancelled')).toBe(false);
  });

  it('a cancelled contract hides both phones and tells the other party', async () => {
    const contract = await contractFor();
    const res = await call(t, model, 'POST', `/api/contracts/${contract.id}/cancel`);
    expect(res.json().contract).toMatchObject({ status: 'cancelled', allowed_actions: [] });
    expect(res.json().contract.counterpart.contact).toBeNull();
    expect(res.body).not.toContain(owner.phone);
    const ownerView = await call(t, owner, 'GET', `/api/contracts/${contract.id}`);
    expect(ownerView.body).not.toContain(model.phone);
    expect((await notificationsOf(t, owner.id, 'contract_cancelled'))[0]?.body).toContain('Bianca Teste');
  });

  it('refuses every step the proposal and contract graphs forbid with 409 TRANSITION_NOT_ALLOWED', async () => {
    const proposal = await propose();
    let refused = 0;
    const proposalActor: Record<string, { person: TestPerson; actor: HiringActor }> = {
      accept: { person: model, actor: 'model' },
      decline: { person: model, actor: 'model' },
      withdraw: { person: owner, actor: 'owner' },
    };
    for (const action of Object.keys(proposalGraph.transitions) as (keyof typeof proposalGraph.transitions)[]) {
      const { person, actor } = proposalActor[action] as { person: TestPerson; actor: HiringActor };
      for (const state of proposalStates) {
        if (nextState(proposalGraph, action, state, actor) !== null) continue;
        await t.database.db.update(proposals).set({ status: state }).where(eq(proposals.id, proposal.id));
        const res = await call(t, person, 'POST', `/api/proposals/${proposal.id}/${action}`);
        expect(res.statusCode, `${action} from ${state}`).toBe(409);
        expect(res.json()).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED', details: { entity: 'proposal', action, from: state } });
        refused++;
      }
    }
    expect(await t.database.db.select().from(contracts).where(eq(contracts.proposalId, proposal.id))).toHaveLength(0);

    const contract = await contractFor();
    // Each party tries each step that has a route ('fund' is refused as CONTRACT_NOT_FUNDABLE, see contract-escrow.test.ts).
    for (const action of ['complete', 'cancel', 'refund', 'dispute'] as const) {
      for (const [person, actor] of [
        [owner, 'owner'],
        [model, 'model'],
        [admin, 'admin'],
      ] as const) {
        for (const state of contractStates) {
          const allowed = nextState(contractGraph, action, state, actor) !== null && (action !== 'complete' || contractMayComplete(state));
          if (allowed) continue;
          await t.database.db.update(contracts).set({ status: state, ownerConfirmedAt: null, modelConfirmedAt: null }).where(eq(contracts.id, contract.id));
          const body = action === 'dispute' ? { reason: 'O trabalho não foi feito como combinado.' } : undefined;
          const res = await call(t, person, 'POST', `/api/contracts/${contract.id}/${action}`, body);
          expect(res.statusCode, `${actor} ${action} from ${state}`).toBe(409);
          expect(res.json()).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED', details: { entity: 'contract', action, from: state } });
          const [row] = await t.database.db.select().from(contracts).where(eq(contracts.id, contract.id));
          expect(row?.status).toBe(state);
          expect(row?.ownerConfirmedAt).toBeNull();
          refused++;
        }
      }
    }
    expect(refused).toBeGreaterThanOrEqual(40);
  });
});
