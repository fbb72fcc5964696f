import { nationalPhoneDigits } from './phone.ts';

/**
 * Whether two contact details reach the same person, for rules that need "someone else" (a minor's
 * guardian, docs/security.md #23). Not a display or storage form: each function maps every way of
 * writing one mailbox or one phone line to the same key.
 */

/** Providers that ignore dots in the mailbox name (a.na@gmail.com is ana@gmail.com). */
const dotlessDomains = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/**
 * The mailbox an address delivers to: lower-cased, without a "+tag" (ana+mae@ reaches ana@ at
 * Gmail, Outlook, iCloud, Yahoo's "-" aside, and most providers), and for Gmail without dots in
 * the name and with googlemail.com as gmail.com. Linear: one split, no pattern.
 */
export function emailIdentity(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let name = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = name.indexOf('+');
  if (plus > 0) name = name.slice(0, plus);
  const dotless = dotlessDomains.get(domain);
  if (dotless) {
    domain = dotless;
    name = name.replaceAll('.', '');
  }
  return `${name}@${domain}`;
}

/**
 * The line a Brazilian number rings: its area code (DDD) and last eight digits. Formatting, the
 * country code 55 (+55, 0055), a trunk 0 and the mobile's leading 9 (added in 2012-2016; many still
 * write numbers without it) all fall away, so (11) 98765-4321, 11 8765-4321 and +55 11 98765 4321
 * are one line. Text with too few digits for a number keeps its digits as they are.
 */
export function phoneIdentity(phone: string): string {
  const digits = nationalPhoneDigits(phone);
  if (digits.length < 10 || digits.length > 11) return digits;
  return `${digits.slice(0, 2)}${digits.slice(-8)}`;
}
