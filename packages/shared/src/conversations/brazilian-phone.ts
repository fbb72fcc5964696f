/** Area codes (DDD) in use in Brazil (Anatel): a run of digits only reads as a phone with one of them. */
const areaCodes = new Set(
  [
    [11, 19],
    [21, 22],
    [24, 24],
    [27, 28],
    [31, 35],
    [37, 38],
    [41, 49],
    [51, 51],
    [53, 55],
    [61, 69],
    [71, 71],
    [73, 75],
    [77, 77],
    [79, 79],
    [81, 89],
    [91, 99],
  ].flatMap(([from = 0, to = 0]) => Array.from({ length: to - from + 1 }, (_, index) => String(from + index))),
);

/**
 * Whether digits (as typed, without separators) are a Brazilian phone number: with the country
 * code 55 and/or a trunk 0, an area code, then a mobile (9 + 8 digits) or a landline/old mobile
 * (8 digits, not starting with 0 or 1). Numbers without an area code count only when the caller
 * says their grouping looks like a phone's (see contact-shield.ts): "9999-8888" is, "20 21 22 23"
 * (four days of a month) is not.
 */
export function isBrazilianPhoneDigits(digits: string, { localAllowed }: { localAllowed: boolean }): boolean {
  let rest = digits;
  if (rest.length >= 12 && rest.startsWith('55')) rest = rest.slice(2);
  if (rest.length >= 11 && rest.startsWith('0')) rest = rest.slice(1);
  if (rest.length === 11) return areaCodes.has(rest.slice(0, 2)) && rest[2] === '9';
  if (rest.length === 10) return areaCodes.has(rest.slice(0, 2)) && /[2-9]/.test(rest[2] ?? '');
  if (!localAllowed) return false;
  if (rest.length === 9) return rest[0] === '9';
  if (rest.length === 8) return /[2-9]/.test(rest[0] ?? '');
  return false;
}
