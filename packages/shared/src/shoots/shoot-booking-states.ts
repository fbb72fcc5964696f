import { actionLabelsOf, defineStateGraph } from '../hiring/state-graph.ts';

/**
 * A shoot booking (docs/product.md "Shoots"): the buyer (a model or a contractor) books a slot
 * (awaiting_payment, the slot is held for SHOOT_PAYMENT_HOLD_MINUTES), pays into escrow (funded),
 * the photographer accepts within SHOOT_ACCEPT_HOURS or it expires (declined / expired: full
 * refund), delivers (delivered), the buyer confirms or SHOOT_AUTO_RELEASE_DAYS later the platform
 * releases (completed: the photographer gets the total less the platform fee). Either side may
 * cancel before delivery (refund by the notice rule, shoot-cancellation.ts) or open a dispute that
 * an admin resolves. 'buyer' and 'photographer' are the two sides; 'system' is payments and jobs.
 */
export const shootBookingStates = ['awaiting_payment', 'funded', 'accepted', 'delivered', 'completed', 'declined', 'expired', 'cancelled', 'disputed'] as const;
export type ShootBookingState = (typeof shootBookingStates)[number];

export const shootBookingActions = [
  'pay',
  'accept',
  'decline',
  'expire',
  'deliver',
  'confirm',
  'auto_release',
  'cancel',
  'dispute',
  'resolve_release',
  'resolve_refund',
  'resolve_split',
] as const;
export type ShootBookingAction = (typeof shootBookingActions)[number];

export const shootBookingGraph = defineStateGraph<ShootBookingState, ShootBookingAction>({
  name: 'shoot_booking',
  states: shootBookingStates,
  initial: 'awaiting_payment',
  transitions: {
    // From the wallet (the buyer) or a payment's settlement (system).
    pay: { from: ['awaiting_payment'], to: 'funded', by: ['buyer', 'system'], label: 'Pagar' },
    accept: { from: ['funded'], to: 'accepted', by: ['photographer'], label: 'Aceitar ensaio' },
    // Declined or not answered in time: the whole amount goes back to the buyer.
    decline: { from: ['funded'], to: 'declined', by: ['photographer'], label: 'Recusar ensaio' },
    expire: { from: ['funded'], to: 'expired', by: ['system'], label: 'Expirar' },
    deliver: { from: ['accepted'], to: 'delivered', by: ['photographer'], label: 'Marcar fotos como entregues' },
    confirm: { from: ['delivered'], to: 'completed', by: ['buyer'], label: 'Confirmar recebimento' },
    auto_release: { from: ['delivered'], to: 'completed', by: ['system'], label: 'Liberar automaticamente' },
    // Unpaid: anyone of the two (or the platform when the hold ends). Paid: the notice rule decides the refund.
    cancel: { from: ['awaiting_payment', 'funded', 'accepted'], to: 'cancelled', by: ['buyer', 'photographer', 'admin', 'system'], label: 'Cancelar ensaio' },
    dispute: { from: ['funded', 'accepted', 'delivered'], to: 'disputed', by: ['buyer', 'photographer'], label: 'Abrir disputa' },
    resolve_release: { from: ['disputed'], to: 'completed', by: ['admin'], label: 'Liberar para o fotógrafo' },
    resolve_refund: { from: ['disputed'], to: 'cancelled', by: ['admin'], label: 'Reembolsar quem contratou' },
    resolve_split: { from: ['disputed'], to: 'completed', by: ['admin'], label: 'Dividir o valor' },
  },
});

export const shootBookingStateLabels: Record<ShootBookingState, string> = {
  awaiting_payment: 'Aguardando pagamento',
  funded: 'Pago, aguardando o fotógrafo',
  accepted: 'Confirmado',
  delivered: 'Fotos entregues',
  completed: 'Concluído',
  declined: 'Recusado (reembolsado)',
  expired: 'Expirado (reembolsado)',
  cancelled: 'Cancelado',
  disputed: 'Em disputa',
};

export const shootBookingActionLabels: Record<ShootBookingAction, string> = actionLabelsOf(shootBookingGraph);

/** States that hold the photographer's time: no other active booking may overlap one of them. */
export const shootBookingActiveStates = [
  'awaiting_payment',
  'funded',
  'accepted',
  'delivered',
  'completed',
  'disputed',
] as const satisfies readonly ShootBookingState[];

/**
 * Paid and not called off: the two sides may reach each other (their WhatsApp on the booking, and
 * no contact shield in their conversations, docs/product.md "Conversations").
 */
export const shootBookingContactStates = ['funded', 'accepted', 'delivered', 'completed', 'disputed'] as const satisfies readonly ShootBookingState[];

/** How long an unpaid booking holds its slot. */
export const SHOOT_PAYMENT_HOLD_MINUTES = 60;
/** How long the photographer has to accept a paid booking before it expires and is refunded. */
export const SHOOT_ACCEPT_HOURS = 48;
/** Days of buyer silence after delivery before the money is released automatically. */
export const SHOOT_AUTO_RELEASE_DAYS = 7;
