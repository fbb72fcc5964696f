export * from './portuguese-errors.ts';
export * from './storable-text.ts';
export * from './text-input.ts';
export * from './date-input.ts';
export * from './number-input.ts';
export * from './website-input.ts';
export * from './uuid.ts';
