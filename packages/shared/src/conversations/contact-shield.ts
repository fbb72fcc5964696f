import { cnpjCheckDigitsOk, cpfCheckDigitsOk } from '../wallet/pix-key.ts';
import { isBrazilianPhoneDigits } from './brazilian-phone.ts';
import { type DigitWord, digitsOfWord, plainWord } from './spelled-digits.ts';

/**
 * The contact shield (docs/product.md "Conversations"): until a contract or booking is funded, contact
 * details in a message are replaced, so that the talk (and the money) stays where a dispute can
 * see it. Every pattern here is bounded ({0,n}, never nested unbounded repeats) and the digit
 * scan is linear, so a hostile 1 MB message cannot freeze the server.
 */
export const CONTACT_HIDDEN_TEXT = '[contato oculto até o pagamento]';

export const contactKinds = ['phone', 'email', 'link', 'instagram', 'pix_key'] as const;
export type ContactKind = (typeof contactKinds)[number];

export interface ContactMatch {
  start: number;
  end: number;
  kind: ContactKind;
}

export interface ShieldedText {
  text: string;
  /** What was hidden, each kind once, in the order met: the sender is told why. */
  hidden: ContactKind[];
}

const messagingSites = String.raw`wa\.me|(?:api|chat|web)\.whatsapp\.com|whatsapp\.com|t\.me|telegram\.(?:me|dog)|linktr\.ee|m\.me|(?:www\.)?(?:facebook|fb|tiktok)\.com`;
const linkPattern = new RegExp(
  String.raw`(?<![\p{L}\p{N}.-])(?:https?:\/\/)?(?:www\.)?(?:(${messagingSites})|(instagram\.com|instagr\.am))(?:\/[^\s]{0,200})?`,
  'giu',
);

const at = String.raw`(?:@|\(at\)|\[at\]|\barroba\b)`;
const spelledDot = String.raw`(?:\.|\(dot\)|\[dot\]|\(ponto\)|\bponto\b)`;
const topLevel = String.raw`(?:com|br|net|org|me|io|co|info|online|site)\b`;
const domainPiece = String.raw`(?:\.[\p{L}\p{N}-]{1,63}|[ ]{0,3}${spelledDot}[ ]{0,3}${topLevel})`;
const mailProviders = String.raw`(?:gmail|hotmail|outlook|yahoo|icloud|live|bol|uol|terra)\b`;
const emailPattern = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}_%+-][\p{L}\p{N}._%+-]{0,63}(?:[ ]{0,3}\bponto\b[ ]{0,3}[\p{L}\p{N}_%+-]{1,64}){0,3}[ ]{0,3}${at}[ ]{0,3}(?:${mailProviders}${domainPiece}{0,3}|[\p{L}\p{N}-]{1,63}${domainPiece}{1,4})`,
  'giu',
);

const atHandlePattern = /(?<![\p{L}\p{N}._%+-])@[A-Za-z0-9._]{2,30}/gu;
/** "insta: fulana", "meu ig é fulana.silva", "instagram @fulana": the word after the keyword. */
const keywordHandlePattern = /\b(?:insta(?:gram)?|ig)\b[ ]{0,2}(:|=|-|é|e)?[ ]{0,2}(@?)([A-Za-z0-9._]{3,30})/giu;

const cnpjPattern = /(?<!\d)\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}(?!\d)/g;
const randomPixKeyPattern = /(?<![0-9a-f-])[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![0-9a-f-])/giu;

function matchesOf(pattern: RegExp, text: string, kindOf: (match: RegExpExecArray) => ContactKind | null): ContactMatch[] {
  const found: ContactMatch[] = [];
  for (const match of text.matchAll(pattern)) {
    const kind = kindOf(match);
    if (kind) found.push({ start: match.index, end: match.index + match[0].length, kind });
  }
  return found;
}

function keywordHandles(text: string): ContactMatch[] {
  const found: ContactMatch[] = [];
  for (const match of text.matchAll(keywordHandlePattern)) {
    const [whole, separator = '', atSign = '', handle = ''] = match;
    // "me segue no insta pra ver" names no handle; "insta: fulana" or "ig fulana_silva" does.
    const namesHandle = separator !== '' && separator !== 'e' ? true : atSign !== '' || /[._\d]/.test(handle);
    if (!namesHandle || digitsOfWord(handle)) continue;
    const end = match.index + whole.length;
    found.push({ start: end - handle.length - atSign.length, end, kind: 'instagram' });
  }
  return found;
}

interface NumberItem {
  start: number;
  end: number;
  digits: string;
  numeral: boolean;
}

/** Between two parts of one number: spaces, dots, dashes, brackets ("(11) 9 8765-4321"), never "/" or ":" (dates, times). */
const numberGap = /^[\s.\-()+*_·]{0,4}$/u;
const MAX_CONTACT_DIGITS = 14;
/** How a local number (no area code) is typed: "98765-4321", "9 8765 4321", "3333-4444", "98765432". */
const localGroupings = new Set(['8', '4,4', '9', '5,4', '1,4,4', '1,8']);

/** The runs of numbers a message holds, each run a list of its parts ("vinte e um" is one part, 21). */
function numberRuns(text: string): NumberItem[][] {
  const runs: NumberItem[][] = [];
  let run: NumberItem[] = [];
  let pendingTens: (NumberItem & DigitWord) | null = null;
  let joiner = false;
  let previousEnd = 0;
  for (const match of text.matchAll(/[\p{L}\p{N}\p{M}\u20E3\uFE0F]+/gu)) {
    const word = match[0];
    const start = match.index;
    const gapOk = run.length > 0 && numberGap.test(text.slice(previousEnd, start));
    const value = digitsOfWord(word);
    if (!value) {
      // "vinte e um": the "e" joins a tens word to the unit after it.
      joiner = gapOk && pendingTens !== null && plainWord(word) === 'e';
      if (!joiner) {
        if (run.length > 0) runs.push(run);
        run = [];
        pendingTens = null;
      }
      previousEnd = start + word.length;
      continue;
    }
    const item: NumberItem = { start, end: start + word.length, digits: value.digits, numeral: value.numeral };
    if (joiner && pendingTens && value.unit) {
      const last = run[run.length - 1];
      if (last) {
        last.digits = `${last.digits.slice(0, 1)}${value.digits}`;
        last.end = item.end;
      }
      pendingTens = null;
    } else {
      if (run.length > 0 && !gapOk && !joiner) {
        runs.push(run);
        run = [];
      }
      run.push(item);
      pendingTens = value.tens ? { ...item, ...value } : null;
    }
    joiner = false;
    previousEnd = item.end;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

function contactKindOfDigits(parts: NumberItem[]): ContactKind | null {
  const digits = parts.map((part) => part.digits).join('');
  if (digits.length === 14) return cnpjCheckDigitsOk(digits) ? 'pix_key' : null;
  const spelled = parts.every((part) => !part.numeral || part.digits.length === 1);
  const localAllowed = spelled || localGroupings.has(parts.map((part) => part.digits.length).join(','));
  if (isBrazilianPhoneDigits(digits, { localAllowed })) return 'phone';
  if (digits.length === 11 && cpfCheckDigitsOk(digits)) return 'pix_key';
  return null;
}

/** Phone numbers, CPFs and CNPJs, typed with any separators or spelled: the longest valid stretch of each run. */
function digitContacts(text: string): ContactMatch[] {
  const found: ContactMatch[] = [];
  for (const run of numberRuns(text)) {
    let from = 0;
    while (from < run.length) {
      let best: { to: number; kind: ContactKind } | null = null;
      let length = 0;
      for (let to = from; to < run.length; to++) {
        length += run[to]?.digits.length ?? 0;
        if (length > MAX_CONTACT_DIGITS) break;
        const kind = length >= 8 ? contactKindOfDigits(run.slice(from, to + 1)) : null;
        if (kind) best = { to, kind };
      }
      if (!best) {
        from += 1;
        continue;
      }
      found.push({ start: run[from]?.start ?? 0, end: run[best.to]?.end ?? 0, kind: best.kind });
      from = best.to + 1;
    }
  }
  return found.map((match) => widenToBrackets(text, match));
}

/** "+55 (11) 9..." hides its "+" and "(" too, not only the digits. */
function widenToBrackets(text: string, match: ContactMatch): ContactMatch {
  let { start, end } = match;
  while (start > 0 && (text[start - 1] === '+' || text[start - 1] === '(')) start -= 1;
  const inside = text.slice(start, end);
  if ((inside.match(/\(/g)?.length ?? 0) > (inside.match(/\)/g)?.length ?? 0) && text[end] === ')') end += 1;
  return { ...match, start, end };
}

/** Every contact detail in a text, without overlaps, in order. Links and emails win over the numbers inside them. */
export function findContacts(text: string): ContactMatch[] {
  const candidates = [
    ...matchesOf(linkPattern, text, (match) => (match[2] ? 'instagram' : 'link')),
    ...matchesOf(emailPattern, text, () => 'email'),
    ...matchesOf(randomPixKeyPattern, text, () => 'pix_key'),
    ...matchesOf(cnpjPattern, text, (match) => (cnpjCheckDigitsOk(match[0].replace(/\D/g, '')) ? 'pix_key' : null)),
    ...digitContacts(text),
    ...matchesOf(atHandlePattern, text, () => 'instagram'),
    ...keywordHandles(text),
  ];
  const kept: ContactMatch[] = [];
  for (const candidate of candidates) {
    if (kept.every((other) => candidate.end <= other.start || candidate.start >= other.end)) kept.push(candidate);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** The text with each contact detail replaced by CONTACT_HIDDEN_TEXT, and what was hidden. */
export function shieldContacts(text: string, replacement: string = CONTACT_HIDDEN_TEXT): ShieldedText {
  const matches = findContacts(text);
  let shielded = '';
  let cursor = 0;
  for (const match of matches) {
    shielded += text.slice(cursor, match.start) + replacement;
    cursor = match.end;
  }
  shielded += text.slice(cursor);
  return { text: shielded, hidden: [...new Set(matches.map((match) => match.kind))] };
}
