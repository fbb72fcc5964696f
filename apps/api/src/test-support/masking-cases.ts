import { expect, it } from 'vitest';

/** Test-only tables for the functions that take personal data and secrets out of the logs (docs/security.md #25). */

/** Each input, one test each, becomes its expected text. */
export function itMasks(mask: (text: string) => string, cases: Array<[input: string, expected: string]>, title = 'masks %s') {
  it.each(cases)(title, (input, expected) => {
    expect(mask(input)).toBe(expected);
  });
}

/** Each input, one test each, comes out as it went in: look-alikes that are no personal data. */
export function itKeeps(mask: (text: string) => string, inputs: string[]) {
  it.each(inputs)('keeps %s', (input) => {
    expect(mask(input)).toBe(input);
  });
}
