export * from './shoot-options.ts';
export * from './shoot-booking-states.ts';
export * from './shoot-cancellation.ts';
export * from './shoot-boleto.ts';
export * from './shoots-api.ts';
export * from './shoot-bookings-api.ts';
