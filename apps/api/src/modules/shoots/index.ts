/** Shoots ("Ensaios"): photographers' packages, availability, bookings with escrow, their deadlines and disputes. */
export { createShootBookingsRepository } from './shoot-bookings.repository.ts';
export { createShootBookingsService, type ShootBookingsService } from './shoot-bookings.service.ts';
export { shootBookingsRoutes } from './shoot-bookings.routes.ts';
export { scheduleShootDeadlineSweep, workShootDeadlines } from './shoot-deadline-worker.ts';
export { createShootPackagesRepository } from './shoot-packages.repository.ts';
export { createShootPackagesService } from './shoot-packages.service.ts';
export { fundShootBookingFromWalletInTx, holdShootBookingForBoletoInTx } from './shoot-payment-funding.ts';
export { shootsRoutes } from './shoots.routes.ts';
export { type ShootStep, takeShootStep } from './shoot-booking-steps.ts';
