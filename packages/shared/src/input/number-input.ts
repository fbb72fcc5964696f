import { z } from 'zod';

export interface IntInputOptions {
  min: number;
  max: number;
  /** Shown for a missing or non-integer value, and for one out of range unless given below. */
  message: string;
  tooSmall?: string;
  tooBig?: string;
}

/**
 * A whole number with a range. Every number a request carries has one: a number the database
 * column cannot hold (int4 tops out at 2,147,483,647) would otherwise end as a 500.
 */
export function intInput({ min, max, message, tooSmall, tooBig }: IntInputOptions) {
  return z
    .number({ error: message })
    .int(message)
    .min(min, tooSmall ?? message)
    .max(max, tooBig ?? message);
}

/**
 * The largest amount of money one request can name: R$ 1.000.000,00, far above any job, payment
 * or withdrawal here and safely inside the database's integer columns.
 */
export const MONEY_CENTS_MAX = 100_000_000;
