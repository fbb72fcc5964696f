import {
  allowedActions,
  isUuid,
  type ContractAction,
  type ContractView,
  contractContactStates,
  contractGraph,
  contractStateLabels,
  type DirectProposalBody,
  notificationTitle,
  platformFeeCents,
  type ProposalView,
  proposalGraph,
  proposalStateLabels,
  whatsappGreeting,
  whatsappUrl,
} from '@passarela/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { TransactionRunner } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoOrNull } from '../../lib/iso-time.ts';
import { formatCentavosInText } from '../../lib/money-text.ts';
import { pick } from '../../lib/pick.ts';
import { requireGuardianConsent } from '../guardian-consent/index.ts';
import {
  createHiringTransitionsRepository,
  type HiringCaller,
  type HiringPartiesRepository,
  missingParty,
  type PartyRow,
  partyView,
  requireTransition,
} from '../hiring/index.ts';
import { runIdempotent } from '../ledger/index.ts';
import { type NotificationInput, notifySafely } from '../notifications/index.ts';
import { contractLinkFor, feeOn, fundLockedContract, modelContractsLink, ownerContractsLink, refundEscrowInTx, releaseEscrowInTx } from './contract-escrow.ts';
import { contractMayComplete } from './contract-funding.ts';
import { type ContractRow, type ContractsRepository, createContractsRepository } from './contracts.repository.ts';
import { createProposalInTransaction } from './proposal-create.ts';
import { createProposalsRepository, type ProposalRow, type ProposalsRepository } from './proposals.repository.ts';

export interface ContractsServiceDeps {
  contracts: ContractsRepository;
  proposals: ProposalsRepository;
  parties: HiringPartiesRepository;
  runInTransaction: TransactionRunner;
  settings: () => Promise<{ SITE_NAME: string; PLATFORM_FEE_BPS: number }>;
  notify: (input: NotificationInput) => Promise<void>;
  logger: FastifyBaseLogger;
  now?: () => Date;
}

const LIST_LIMIT = 500;
/** The actions a party or an admin takes on a contract page (admins resolve disputes in the admin area). */
const offeredContractActions: readonly ContractAction[] = ['fund', 'complete', 'cancel', 'refund', 'dispute'];

type ProposalAnswer = 'accept' | 'decline' | 'withdraw';
/** Which side of a proposal takes each answer: the model accepts or declines, the sender withdraws. */
const proposalAnswerSide = { accept: 'model', decline: 'model', withdraw: 'owner' } as const satisfies Record<ProposalAnswer, 'owner' | 'model'>;
const proposalClosedNotices = {
  decline: { type: 'proposal_declined', verb: 'recusou' },
  withdraw: { type: 'proposal_withdrawn', verb: 'retirou' },
} as const;

/**
 * Proposals (contratações) and the contracts they become. A proposal is sent by a contractor,
 * photographer or admin (from an application, see applications.service hire, or straight from a
 * model's profile) and answered by the model; accepting makes a contract. Only the two parties
 * (and admins, for contracts) see them; anyone else gets 404. The phone of the other party is in
 * a contract's view only once it is paid, and never once cancelled (docs/security.md #11).
 */
export function createContractsService({
  contracts,
  proposals,
  parties,
  runInTransaction,
  settings,
  notify,
  logger,
  now = () => new Date(),
}: ContractsServiceDeps) {
  const safeNotify = notifySafely({ notify, logger });

  async function partiesOf(ids: string[]) {
    const found = await parties.load(ids);
    return (id: string): PartyRow => found.get(id) ?? missingParty(id);
  }

  function proposalView(row: ProposalRow, caller: HiringCaller, party: (id: string) => PartyRow, contractId: string | null): ProposalView {
    const role = row.modelId === caller.id ? 'model' : 'owner';
    return {
      id: row.id,
      status: row.status,
      status_label: proposalStateLabels[row.status],
      title: row.title,
      description: row.description,
      work_date: row.workDate,
      place: row.place,
      amount_cents: row.amountCents,
      job_id: row.jobId,
      application_id: row.applicationId,
      created_at: row.createdAt.toISOString(),
      answered_at: isoOrNull(row.answeredAt),
      role,
      counterpart: partyView(party(role === 'model' ? row.ownerId : row.modelId)),
      contract_id: contractId,
      allowed_actions: allowedActions(proposalGraph, row.status, role),
    };
  }

  function contractView(row: ContractRow, caller: HiringCaller, party: (id: string) => PartyRow, siteName: string, currentFeeBps: number): ContractView {
    const role = row.ownerId === caller.id ? 'owner' : row.modelId === caller.id ? 'model' : 'admin';
    const me = party(caller.id);
    /**
     * docs/security.md #11: the other party's phone once the contract is paid (contractContactStates),
     * both for an admin, never once cancelled.
     * Line 23: the other side of a minor gets her guardian's phone, never hers.
     */
    const contactOf = (person: PartyRow) => {
      if (row.status === 'cancelled') return null;
      const isAdmin = caller.userType === 'admin';
      if (!isAdmin && !contractContactStates.has(row.status)) return null;
      const maySee = isAdmin || (role !== 'admin' && person.userId !== caller.id);
      if (!maySee) return null;
      if (person.isMinor && !isAdmin) {
        const guardian = person.guardian;
        if (!guardian) return { phone: null, whatsapp_url: null, guardian_name: null, minor: true };
        const toFirstName = guardian.name.split(' ')[0] ?? guardian.name;
        const text = whatsappGreeting({ toFirstName, fromName: me.name, siteName, title: row.title, modelName: person.name });
        return { phone: guardian.phone, whatsapp_url: whatsappUrl(guardian.phone, text), guardian_name: guardian.name, minor: true };
      }
      const minor = person.isMinor;
      if (!person.phone) return { phone: null, whatsapp_url: null, guardian_name: null, minor };
      const text = whatsappGreeting({ toFirstName: person.firstName, fromName: me.name, siteName, title: row.title });
      return { phone: person.phone, whatsapp_url: whatsappUrl(person.phone, text), guardian_name: null, minor };
    };
    const owner = party(row.ownerId);
    const model = party(row.modelId);
    const ownerView = { ...partyView(owner), contact: contactOf(owner) };
    const modelView = { ...partyView(model), contact: contactOf(model) };
    const actor = role === 'admin' ? 'admin' : role;
    const confirmed = role === 'owner' ? row.ownerConfirmedAt !== null : role === 'model' ? row.modelConfirmedAt !== null : false;
    const actions = allowedActions(contractGraph, row.status, actor).filter(
      (action) => offeredContractActions.includes(action) && (action !== 'complete' || (contractMayComplete(row.status) && !confirmed)),
    );
    return {
      id: row.id,
      proposal_id: row.proposalId,
      job_id: row.jobId,
      status: row.status,
      status_label: contractStateLabels[row.status],
      title: row.title,
      work_date: row.workDate,
      place: row.place,
      amount_cents: row.amountCents,
      created_at: row.createdAt.toISOString(),
      owner_confirmed_at: isoOrNull(row.ownerConfirmedAt),
      model_confirmed_at: isoOrNull(row.modelConfirmedAt),
      completed_at: isoOrNull(row.completedAt),
      cancelled_at: isoOrNull(row.cancelledAt),
      funded_at: isoOrNull(row.fundedAt),
      // Frozen at funding; before that, what paying now would freeze.
      fee_bps: row.feeBps ?? currentFeeBps,
      platform_fee_cents: platformFeeCents(row.amountCents, row.feeBps ?? currentFeeBps),
      model_net_cents: row.amountCents - platformFeeCents(row.amountCents, row.feeBps ?? currentFeeBps),
      dispute:
        row.disputeReason && row.disputedAt
          ? { reason: row.disputeReason, opened_by: row.disputedBy === row.modelId ? 'model' : 'owner', opened_at: row.disputedAt.toISOString() }
          : null,
      role,
      counterpart: role === 'model' ? ownerView : modelView,
      owner: ownerView,
      model: modelView,
      allowed_actions: actions,
    };
  }

  async function contractViews(rows: ContractRow[], caller: HiringCaller): Promise<ContractView[]> {
    const party = await partiesOf([caller.id, ...rows.flatMap((row) => [row.ownerId, row.modelId])]);
    const { SITE_NAME, PLATFORM_FEE_BPS } = await settings();
    return rows.map((row) => contractView(row, caller, party, SITE_NAME, PLATFORM_FEE_BPS));
  }

  async function oneContractView(contractId: string, caller: HiringCaller): Promise<ContractView> {
    const row = await contracts.findById(contractId);
    if (!row) throw new AppError('CONTRACT_NOT_FOUND');
    const [view] = await contractViews([row], caller);
    if (!view) throw new AppError('CONTRACT_NOT_FOUND');
    return view;
  }

  async function proposalViews(rows: ProposalRow[], caller: HiringCaller): Promise<ProposalView[]> {
    const party = await partiesOf(rows.flatMap((row) => [row.ownerId, row.modelId]));
    const contractIds = await contracts.idsByProposal(rows.map((row) => row.id));
    return rows.map((row) => proposalView(row, caller, party, contractIds.get(row.id) ?? null));
  }

  async function oneProposalView(proposalId: string, caller: HiringCaller): Promise<ProposalView> {
    const row = await proposals.findById(proposalId);
    if (!row) throw new AppError('PROPOSAL_NOT_FOUND');
    const [view] = await proposalViews([row], caller);
    if (!view) throw new AppError('PROPOSAL_NOT_FOUND');
    return view;
  }

  /** Locks the proposal when the caller is on the given side of it; else 404. */
  async function lockProposal(tx: Database, caller: HiringCaller, proposalId: string, side: 'owner' | 'model'): Promise<ProposalRow> {
    if (!isUuid(proposalId)) throw new AppError('PROPOSAL_NOT_FOUND');
    const row = await createProposalsRepository(tx).lockOfSide(proposalId, side, caller.id);
    if (!row) throw new AppError('PROPOSAL_NOT_FOUND');
    return row;
  }

  /** Locks the contract for a party or an admin; anyone else: 404. */
  async function lockContract(tx: Database, caller: HiringCaller, contractId: string) {
    if (!isUuid(contractId)) throw new AppError('CONTRACT_NOT_FOUND');
    const row = await createContractsRepository(tx).lock(contractId);
    if (!row) throw new AppError('CONTRACT_NOT_FOUND');
    const actor = row.ownerId === caller.id ? 'owner' : row.modelId === caller.id ? 'model' : caller.userType === 'admin' ? 'admin' : null;
    if (!actor) throw new AppError('CONTRACT_NOT_FOUND');
    return { row, actor } as const;
  }

  async function nameOf(userId: string) {
    return (await partiesOf([userId]))(userId).name;
  }

  /**
   * Inside the caller's transaction: locks the proposal for the side that may take the action,
   * moves it along the graph and logs the transition. Returns the row as it was before.
   */
  async function answerProposal(tx: Database, caller: HiringCaller, proposalId: string, action: ProposalAnswer): Promise<ProposalRow> {
    const side = proposalAnswerSide[action];
    const row = await lockProposal(tx, caller, proposalId, side);
    const to = requireTransition({ graph: proposalGraph, action, from: row.status, actor: side });
    await createProposalsRepository(tx).setAnswer(row.id, to, now());
    await createHiringTransitionsRepository(tx).record({
      entity: 'proposal',
      entityId: row.id,
      action,
      fromState: row.status,
      toState: to,
      actorId: caller.id,
      actorRole: side,
    });
    return row;
  }

  /** Decline (the model) or withdraw (the sender): the proposal ends and the other party is told. */
  async function closeProposal(caller: HiringCaller, proposalId: string, action: 'decline' | 'withdraw'): Promise<ProposalView> {
    const proposal = await runInTransaction((tx) => answerProposal(tx, caller, proposalId, action));
    const notice = proposalClosedNotices[action];
    await safeNotify({
      userId: action === 'decline' ? proposal.ownerId : proposal.modelId,
      type: notice.type,
      title: notificationTitle(notice.type),
      body: `${await nameOf(caller.id)} ${notice.verb} a proposta "${proposal.title}".`,
      link: action === 'decline' ? ownerContractsLink : modelContractsLink,
    });
    return oneProposalView(proposal.id, caller);
  }

  /**
   * Cancel (nothing was paid) or refund (the held money goes back to the owner first), in one
   * transaction: the contract ends cancelled and the step is logged. Returns the contract as it was.
   */
  async function endContract(caller: HiringCaller, contractId: string, action: 'cancel' | 'refund') {
    return runInTransaction(async (tx) => {
      const locked = await lockContract(tx, caller, contractId);
      const to = requireTransition({ graph: contractGraph, action, from: locked.row.status, actor: locked.actor });
      if (action === 'refund') await refundEscrowInTx(tx, locked.row, caller.id);
      await createContractsRepository(tx).update(locked.row.id, { status: to, cancelledAt: now() });
      await createHiringTransitionsRepository(tx).record({
        entity: 'contract',
        entityId: locked.row.id,
        action,
        fromState: locked.row.status,
        toState: to,
        actorId: caller.id,
        actorRole: locked.actor,
      });
      return locked;
    });
  }

  return {
    /** A proposal straight from a model's profile. */
    async propose(caller: HiringCaller, body: DirectProposalBody): Promise<ProposalView> {
      const modelId = await proposals.findModelIdBySlug(body.model_slug);
      if (!modelId) throw new AppError('PROFILE_NOT_FOUND');
      if (modelId === caller.id) throw new AppError('PROPOSAL_SELF');
      const { model_slug: _slug, ...proposal } = body;
      const row = await runInTransaction((tx) =>
        createProposalInTransaction(tx, { ownerId: caller.id, modelId, applicationId: null, jobId: null, body: proposal }),
      );
      await safeNotify({
        userId: modelId,
        type: 'proposal_received',
        title: notificationTitle('proposal_received'),
        body: `${await nameOf(caller.id)} enviou uma proposta: "${row.title}".`,
        link: modelContractsLink,
      });
      return oneProposalView(row.id, caller);
    },

    /** Received (the model's) or sent (anyone's), newest first. */
    async list(caller: HiringCaller, role: 'received' | 'sent'): Promise<ProposalView[]> {
      return proposalViews(await proposals.listOf(role, caller.id, LIST_LIMIT), caller);
    },

    /**
     * The model accepts: the proposal is accepted and the contract made, in one transaction. A minor
     * whose guardian changed since the proposal came must wait for the new one to confirm.
     */
    async accept(caller: HiringCaller, proposalId: string): Promise<{ proposal: ProposalView; contract: ContractView }> {
      const { proposal, contract } = await runInTransaction(async (tx) => {
        const row = await answerProposal(tx, caller, proposalId, 'accept');
        await requireGuardianConsent(tx, row.modelId, 'model');
        // The contract carries the accepted proposal's terms.
        const created = await createContractsRepository(tx).insert({
          proposalId: row.id,
          ...pick(row, 'ownerId', 'modelId', 'jobId', 'title', 'workDate', 'place', 'amountCents'),
        });
        await createHiringTransitionsRepository(tx).recordCreation('contract', created, { id: caller.id, role: 'model' });
        return { proposal: row, contract: created };
      });
      await safeNotify({
        userId: proposal.ownerId,
        type: 'proposal_accepted',
        title: notificationTitle('proposal_accepted'),
        body: `${await nameOf(caller.id)} aceitou a proposta "${proposal.title}". Pague o contrato para confirmar: o WhatsApp aparece depois do pagamento.`,
        link: ownerContractsLink,
      });
      return { proposal: await oneProposalView(proposal.id, caller), contract: await oneContractView(contract.id, caller) };
    },

    async decline(caller: HiringCaller, proposalId: string): Promise<ProposalView> {
      return closeProposal(caller, proposalId, 'decline');
    },

    async withdraw(caller: HiringCaller, proposalId: string): Promise<ProposalView> {
      return closeProposal(caller, proposalId, 'withdraw');
    },

    /** Every contract where the caller is a party, newest first. */
    async myContracts(caller: HiringCaller): Promise<ContractView[]> {
      return contractViews(await contracts.listOfParty(caller.id, LIST_LIMIT), caller);
    },

    async getContract(caller: HiringCaller, contractId: string): Promise<ContractView> {
      if (!isUuid(contractId)) throw new AppError('CONTRACT_NOT_FOUND');
      const row = await contracts.findById(contractId);
      if (!row || (row.ownerId !== caller.id && row.modelId !== caller.id && caller.userType !== 'admin')) throw new AppError('CONTRACT_NOT_FOUND');
      const [view] = await contractViews([row], caller);
      if (!view) throw new AppError('CONTRACT_NOT_FOUND');
      return view;
    },

    /**
     * A party confirms the work was done. The first confirmation is recorded (and the other party
     * told); the second runs the 'complete' transition, when the funding seam allows it.
     */
    async complete(caller: HiringCaller, contractId: string): Promise<ContractView> {
      const result = await runInTransaction(async (tx) => {
        const { row, actor } = await lockContract(tx, caller, contractId);
        const to = requireTransition({ graph: contractGraph, action: 'complete', from: row.status, actor });
        if (!contractMayComplete(row.status)) {
          throw new AppError('TRANSITION_NOT_ALLOWED', undefined, { entity: 'contract', action: 'complete', from: row.status });
        }
        const at = now();
        const alreadyConfirmed = actor === 'owner' ? row.ownerConfirmedAt !== null : row.modelConfirmedAt !== null;
        if (alreadyConfirmed) return { row, event: 'none' as const };
        const ownerConfirmedAt = actor === 'owner' ? at : row.ownerConfirmedAt;
        const modelConfirmedAt = actor === 'model' ? at : row.modelConfirmedAt;
        const both = ownerConfirmedAt !== null && modelConfirmedAt !== null;
        // Both confirmed: the held money goes to the model (less the fee) with the 'complete' step.
        if (both) await releaseEscrowInTx(tx, row, caller.id);
        await createContractsRepository(tx).update(row.id, { ownerConfirmedAt, modelConfirmedAt, ...(both ? { status: to, completedAt: at } : {}) });
        await createHiringTransitionsRepository(tx).record({
          entity: 'contract',
          entityId: row.id,
          action: both ? 'complete' : 'confirm_completion',
          fromState: row.status,
          toState: both ? to : row.status,
          actorId: caller.id,
          actorRole: actor,
        });
        return { row, event: both ? ('completed' as const) : ('requested' as const) };
      });
      const { row, event } = result;
      const myName = await nameOf(caller.id);
      if (event === 'requested') {
        const other = caller.id === row.ownerId ? row.modelId : row.ownerId;
        await safeNotify({
          userId: other,
          type: 'contract_completion_requested',
          title: notificationTitle('contract_completion_requested'),
          body: `${myName} confirmou a conclusão do trabalho "${row.title}". Confirme você também.`,
          link: contractLinkFor(row, other),
        });
      } else if (event === 'completed') {
        const net = row.amountCents - feeOn(row, row.amountCents);
        for (const userId of [row.ownerId, row.modelId]) {
          const paid = userId === row.modelId ? ` ${formatCentavosInText(net)} foram liberados na sua carteira.` : '';
          await safeNotify({
            userId,
            type: 'contract_completed',
            title: notificationTitle('contract_completed'),
            body: `O trabalho "${row.title}" foi concluído.${paid} Avalie como foi a experiência.`,
            link: contractLinkFor(row, userId),
          });
        }
      }
      return oneContractView(row.id, caller);
    },

    async cancel(caller: HiringCaller, contractId: string): Promise<ContractView> {
      const { row, actor } = await endContract(caller, contractId, 'cancel');
      const myName = await nameOf(caller.id);
      const recipients = actor === 'admin' ? [row.ownerId, row.modelId] : [caller.id === row.ownerId ? row.modelId : row.ownerId];
      for (const userId of recipients) {
        await safeNotify({
          userId,
          type: 'contract_cancelled',
          title: notificationTitle('contract_cancelled'),
          body: actor === 'admin' ? `O contrato "${row.title}" foi cancelado pela equipe.` : `${myName} cancelou o contrato "${row.title}".`,
          link: contractLinkFor(row, userId),
        });
      }
      return oneContractView(row.id, caller);
    },

    /**
     * The owner pays an awaiting_payment contract from the wallet (Idempotency-Key: a retried click
     * pays once): the amount moves into the contract's escrow, the fee in force is frozen on it.
     * Two different keys at once: the row lock makes the second see 'funded' and get 409.
     */
    async fundWithWallet(caller: HiringCaller, contractId: string, idempotencyKey: string | undefined): Promise<ContractView> {
      const { PLATFORM_FEE_BPS } = await settings();
      let notices: NotificationInput[] = [];
      await runIdempotent(runInTransaction, { userId: caller.id, scope: 'contract.fund', key: idempotencyKey, request: { contractId } }, async (tx) => {
        const { row, actor } = await lockContract(tx, caller, contractId);
        if (actor !== 'owner') throw new AppError('FORBIDDEN', 'Só quem contratou pode pagar este contrato.');
        if (row.status !== 'awaiting_payment') throw new AppError('CONTRACT_NOT_FUNDABLE');
        notices = await fundLockedContract(tx, row, {
          payerId: caller.id,
          reference: `contract:${row.id}:fund`,
          feeBps: PLATFORM_FEE_BPS,
          actorRole: 'owner',
          now: now(),
        });
        return { contractId: row.id };
      });
      for (const notice of notices) await safeNotify(notice);
      return oneContractView(contractId, caller);
    },

    /**
     * A paid contract cancelled with the money back to its owner: by the model (she cannot do the
     * job) or an admin. The contractor who wants out opens a dispute instead (the graph says so).
     */
    async refund(caller: HiringCaller, contractId: string): Promise<ContractView> {
      const { row, actor } = await endContract(caller, contractId, 'refund');
      const amount = formatCentavosInText(row.amountCents);
      if (actor === 'admin') {
        for (const userId of [row.ownerId, row.modelId]) {
          await safeNotify({
            userId,
            type: 'contract_cancelled',
            title: notificationTitle('contract_cancelled'),
            body: `O contrato "${row.title}" foi cancelado pela equipe e o valor de ${amount} voltou para a carteira de quem contratou.`,
            link: contractLinkFor(row, userId),
          });
        }
      } else {
        await safeNotify({
          userId: row.ownerId,
          type: 'contract_cancelled',
          title: notificationTitle('contract_cancelled'),
          body: `${await nameOf(caller.id)} cancelou o contrato "${row.title}" e o valor de ${amount} voltou para a sua carteira.`,
          link: ownerContractsLink,
        });
      }
      return oneContractView(row.id, caller);
    },

    /** Either party of a paid contract disputes it: the money stays held until an admin decides. */
    async dispute(caller: HiringCaller, contractId: string, body: { reason: string }): Promise<ContractView> {
      const row = await runInTransaction(async (tx) => {
        const { row: locked, actor } = await lockContract(tx, caller, contractId);
        const to = requireTransition({ graph: contractGraph, action: 'dispute', from: locked.status, actor });
        await createContractsRepository(tx).update(locked.id, { status: to, disputeReason: body.reason, disputedBy: caller.id, disputedAt: now() });
        await createHiringTransitionsRepository(tx).record({
          entity: 'contract',
          entityId: locked.id,
          action: 'dispute',
          fromState: locked.status,
          toState: to,
          actorId: caller.id,
          actorRole: actor,
        });
        return locked;
      });
      const other = caller.id === row.ownerId ? row.modelId : row.ownerId;
      await safeNotify({
        userId: other,
        type: 'contract_disputed',
        title: notificationTitle('contract_disputed'),
        body: `${await nameOf(caller.id)} abriu uma disputa no contrato "${row.title}". O valor fica retido até a equipe decidir.`,
        link: contractLinkFor(row, other),
      });
      return oneContractView(row.id, caller);
    },
  };
}

export type ContractsService = ReturnType<typeof createContractsService>;
