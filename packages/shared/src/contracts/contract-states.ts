import { actionLabelsOf, defineStateGraph } from '../hiring/state-graph.ts';

export const contractStates = ['awaiting_payment', 'funded', 'completed', 'cancelled', 'disputed'] as const;
export type ContractState = (typeof contractStates)[number];
export const contractActions = ['fund', 'complete', 'cancel', 'refund', 'dispute', 'resolve_release', 'resolve_refund', 'resolve_split'] as const;
export type ContractAction = (typeof contractActions)[number];

/**
 * A contract (docs/product.md): awaiting_payment -> funded (money held) -> completed (released) or
 * cancelled (refunded); either party may dispute while funded, an admin resolves. 'owner' is the
 * contractor or photographer who hired. 'complete' is confirmed by each party; the contract
 * completes once both have (see CONTRACT_FUNDING_REQUIRED for when awaiting_payment may complete).
 */
export const contractGraph = defineStateGraph<ContractState, ContractAction>({
  name: 'contract',
  states: contractStates,
  initial: 'awaiting_payment',
  transitions: {
    // The owner pays (from the wallet, or a payment whose settlement is the 'system' step).
    fund: { from: ['awaiting_payment'], to: 'funded', by: ['owner', 'system'], label: 'Pagar' },
    complete: { from: ['awaiting_payment', 'funded'], to: 'completed', by: ['owner', 'model'], label: 'Confirmar conclusão' },
    cancel: { from: ['awaiting_payment'], to: 'cancelled', by: ['owner', 'model', 'admin'], label: 'Cancelar contrato' },
    // Once paid, the model (who cannot do the job) or an admin cancels by giving the money back;
    // a contractor who wants out of a paid contract opens a dispute instead.
    refund: { from: ['funded'], to: 'cancelled', by: ['model', 'admin'], label: 'Cancelar e reembolsar' },
    dispute: { from: ['funded'], to: 'disputed', by: ['owner', 'model'], label: 'Abrir disputa' },
    resolve_release: { from: ['disputed'], to: 'completed', by: ['admin'], label: 'Liberar para a modelo' },
    resolve_refund: { from: ['disputed'], to: 'cancelled', by: ['admin'], label: 'Reembolsar contratante' },
    // Part to the model, part back to the contractor: the work happened, in part.
    resolve_split: { from: ['disputed'], to: 'completed', by: ['admin'], label: 'Dividir o valor' },
  },
});

/**
 * The funding seam: before payments, a contract was completed by both parties without money
 * (from awaiting_payment). Since issue 6 (Money) it is true: only a funded contract completes,
 * and completion releases the escrow.
 */
export const CONTRACT_FUNDING_REQUIRED = true;

/**
 * When the parties see each other's WhatsApp (docs/security.md #11): once the money is held, not at
 * acceptance. Before it, a "fee" asked by WhatsApp is the commonest scam against new models; a
 * contractor who has paid into escrow has shown he is real. An admin sees the contacts in every
 * state but cancelled.
 */
export const contractContactStates: ReadonlySet<ContractState> = new Set(['funded', 'completed', 'disputed']);

export const contractStateLabels: Record<ContractState, string> = {
  awaiting_payment: 'Aguardando pagamento',
  funded: 'Pago (valor retido)',
  completed: 'Concluído',
  cancelled: 'Cancelado',
  disputed: 'Em disputa',
};

export const contractActionLabels: Record<ContractAction, string> = actionLabelsOf(contractGraph);
