/** Payments through the provider (Mercado Pago or the sandbox): settled into the ledger once, and reconciled. */
export { createPaymentReconciler } from './payment-reconciliation.ts';
export { reconcilePaymentsSoon, schedulePaymentReconciliation } from './payment-reconciliation-schedule.ts';
export { createPaymentsRepository } from './payments.repository.ts';
export { paymentsRoutes } from './payments.routes.ts';
export { createPaymentsService } from './payments.service.ts';
