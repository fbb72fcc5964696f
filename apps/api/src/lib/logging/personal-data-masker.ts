/**
 * The last line of defence of the logs: masks emails, Brazilian phone numbers, CPF, CNPJ, Pix keys
 * and secrets in one serialized JSON log line, whatever call site put them there. Serializers and
 * careful call sites come first; this catches what they miss (an error message quoting a value, a
 * third-party library's text).
 *
 * The line is walked once, token by token, so a masked value stays valid JSON: inside a string the
 * marker replaces the text, a bare JSON number becomes a quoted marker. Every pattern is linear:
 * no quantified group holds another quantifier, and boundaries are look-arounds, so a long run of
 * digits or letters is read once, never retried from each position.
 */
import { cpfCheckDigitsHold } from '@passarela/shared';

export const MASKS = {
  email: '[email]',
  phone: '[phone]',
  cpf: '[cpf]',
  cnpj: '[cnpj]',
  pixKey: '[pix-key]',
  secret: '[redacted]',
} as const;

// A value starts at the beginning of the text, after a non-word character, or right after a JSON
// escape such as \n (whose letter would otherwise count as a word character).
const start = String.raw`(?:(?<![\w.-])|(?<=\\[nrt]))`;
// ...and ends before anything that would make it part of a longer word, number or UUID.
const end = String.raw`(?![\w-]|\.\d)`;
const cnpj = String.raw`\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}|\d{14}`;
const cpf = String.raw`\d{3}\.\d{3}\.\d{3}-\d{2}`;
// DDD (two digits, no zero), then a mobile (9 + 8 digits) or a landline (8 digits, not 0 or 1
// first); +55 or 55 in front, punctuation between the groups (no dot right after the DDD, which
// would make 21.34567890 a phone). A 13-digit millisecond timestamp never fits (it does not start
// with 55); a 10-digit count may, and is masked: a lost number is cheaper than a leaked phone.
const phone = String.raw`(?:\+?55[ .-]?)?(?:\([1-9]{2}\)|[1-9]{2})[ -]?(?:9[ .-]?\d{4}|[2-9]\d{3})[ .-]?\d{4}`;
const bareDigits = String.raw`\d{11}`;
const documentOrPhone = new RegExp(`${start}(?:(${cnpj})|(${cpf})|(${phone})|(${bareDigits}))${end}`, 'g');

// Local part up to the first delimiter (non-ASCII letters included), `@` or its URL encoding,
// then a dotted domain. The first domain label cannot hold a dot, so it is never retried. A
// backslash ends a local part but does not start one: after the escape \n the address begins.
const emailStarts = String.raw`\s"'<>()[\]{},;:/?&=`;
const email = new RegExp(String.raw`(?:(?<![^${emailStarts}])|(?<=\\[nrt]))[^${emailStarts}\\@]+(?:@|%40)[A-Za-z0-9-]+\.([A-Za-z0-9.-]+)`, 'g');

/** Values of query parameters and fragments, wherever a URL appears in text. */
const queryValue = /([?&#][^\s"=&#?\\]{1,64}=)(?!\[redacted\])[^&#\s"\\]+/g;
/** `token=...`, `password=...` in cookies, connection strings or messages. */
const secretAssignment = /((?:token|secret|password|passwd|senha)=)(?!\[redacted\])[^&;#\s"\\,]+/gi;
const bearer = /\b(Bearer|Basic) (?!\[redacted\])[A-Za-z0-9._~+/=-]+/g;
// Starts only where a word starts: without the look-behind, a run of 'eyJ' was retried from each
// of its 'eyJ's, each scanning the rest of the run (quadratic: 64 KB took 30 s).
const jwt = /(?<![\w-])eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]*/g;

/** Keys whose whole value is a secret, at any depth (pino's redact paths cover only known places). */
const secretKey = /password|passwd|senha|secret|token|cookie|authorization|card_?number|security_?code|cvv/i;
/** Keys holding a Pix key of any kind (CPF, email, phone, random UUID); not the key's type. */
const pixKey = /pix/i;
const pixKeyType = /type/i;
/** Our own and the payment provider's ids: long digit runs there are ids, not phones or CPFs. */
const idKey = /(?:^id|Id|_id|ID)$/;

const QUOTE = 34;
const BACKSLASH = 92;
const COLON = 58;

type KeyKind = 'plain' | 'secret' | 'pix' | 'id';

function kindOf(key: string): KeyKind {
  if (secretKey.test(key)) return 'secret';
  if (pixKey.test(key) && !pixKeyType.test(key)) return 'pix';
  if (idKey.test(key)) return 'id';
  return 'plain';
}

function maskDocumentOrPhone(match: string, cnpjMatch?: string, cpfMatch?: string, phoneMatch?: string): string {
  if (cnpjMatch) return MASKS.cnpj;
  if (cpfMatch) return MASKS.cpf;
  // Eleven bare digits are a mobile number or a CPF; the check digits tell which, for the label.
  if (phoneMatch && !(/^\d{11}$/.test(match) && cpfCheckDigitsHold(match))) return MASKS.phone;
  return MASKS.cpf;
}

// `better-auth@1.7.25` is a package, not an address: a domain needs a letter after its first dot.
function maskEmail(match: string, domainTail: string): string {
  return /[A-Za-z]/.test(domainTail) ? MASKS.email : match;
}

/** Masks the free text of one JSON string (still escaped) or one bare number. */
export function maskText(text: string, options: { digitsAreIds?: boolean } = {}): string {
  let masked = text;
  if (masked.includes('@') || masked.includes('%40')) masked = masked.replace(email, maskEmail);
  if (!options.digitsAreIds && countDigits(masked) >= 10) masked = masked.replace(documentOrPhone, maskDocumentOrPhone);
  if (masked.includes('=')) {
    masked = masked.replace(queryValue, `$1${MASKS.secret}`).replace(secretAssignment, `$1${MASKS.secret}`);
  }
  if (masked.includes('eyJ')) masked = masked.replace(jwt, MASKS.secret);
  if (masked.includes('Bearer ') || masked.includes('Basic ')) masked = masked.replace(bearer, `$1 ${MASKS.secret}`);
  return masked;
}

function countDigits(text: string): number {
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) digits++;
  }
  return digits;
}

function maskValue(raw: string, kind: KeyKind): string {
  if (kind === 'secret') return raw === '' ? raw : MASKS.secret;
  if (kind === 'pix') return raw === '' ? raw : MASKS.pixKey;
  return maskText(raw, { digitsAreIds: kind === 'id' });
}

function isInteger(raw: string): boolean {
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

function isNumberChar(c: number): boolean {
  // digits, '.', '-', '+', 'e', 'E'
  return (c >= 48 && c <= 57) || c === 46 || c === 45 || c === 43 || c === 101 || c === 69;
}

/**
 * Masks one serialized log line (pino's `hooks.streamWrite`). Strings are masked in place; a bare
 * number that is a phone, CPF or CNPJ becomes a quoted marker; keys decide for their values (a
 * password key hides any value, a Pix key field hides the key, an id field keeps its digits).
 */
export function maskLogLine(line: string): string {
  let out = '';
  let copied = 0;
  let changed = false;
  let kind: KeyKind = 'plain';
  const length = line.length;
  let i = 0;
  while (i < length) {
    const c = line.charCodeAt(i);
    if (c === QUOTE) {
      let j = i + 1;
      while (j < length) {
        const d = line.charCodeAt(j);
        if (d === QUOTE) break;
        j += d === BACKSLASH ? 2 : 1;
      }
      const raw = line.slice(i + 1, j);
      if (line.charCodeAt(j + 1) === COLON) {
        kind = kindOf(raw);
      } else {
        const masked = maskValue(raw, kind);
        if (masked !== raw) {
          out += `${line.slice(copied, i + 1)}${masked}`;
          copied = j;
          changed = true;
        }
      }
      i = j + 1;
    } else if ((c >= 48 && c <= 57) || c === 45) {
      let j = i + 1;
      while (j < length && isNumberChar(line.charCodeAt(j))) j++;
      const raw = line.slice(i, j);
      // Short numbers (levels, ports, sizes) and fractions (durations) are no phone or document.
      const masked = kind === 'secret' || kind === 'pix' || (raw.length >= 10 && isInteger(raw)) ? maskValue(raw, kind) : raw;
      if (masked !== raw) {
        out += `${line.slice(copied, i)}"${masked}"`;
        copied = j;
        changed = true;
      }
      i = j;
    } else {
      i++;
    }
  }
  return changed ? out + line.slice(copied) : line;
}
