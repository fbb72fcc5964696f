import { plainWord } from './spelled-digits.ts';

/**
 * The banner a recipient sees over a message that asks for money outside the platform (docs/product.md
 * "Conversations"): the commonest scam against new models is a "registration fee" paid by Pix.
 */
export const SCAM_WARNING_TEXT = 'A Passarela nunca cobra taxa para você se candidatar. Pagamentos só pela plataforma.';

/** Words that ask for money outside the platform, as typed; near misspellings count too (one letter off). */
const moneyWords = [
  'pix',
  'piks',
  'pics',
  'picks',
  'taxa',
  'taxas',
  'taxinha',
  'tacha',
  'deposito',
  'depositos',
  'depositar',
  'deposita',
  'deposite',
  'depositem',
  'depositou',
  'transferencia',
  'transferencias',
  'transferir',
  'transfere',
  'transfira',
  'transferi',
  'ted',
  'boleto',
  'boletos',
  'adiantamento',
  'caucao',
];

/** A sign-up or enrolment that is "paid": the fee under another name. */
// Not "book": photographers sell books (shoots) on the platform, priced in the open.
const enrolmentWords = new Set(['cadastro', 'inscricao', 'matricula', 'agenciamento']);
const paidWords = new Set(['pago', 'paga', 'pagar', 'pague', 'pagamento', 'valor', 'custa', 'cobra', 'cobrado', 'cobramos', 'investimento']);

/** Digits and symbols that stand for letters ("p1x", "t@xa", "dep0sito"). */
const lookalikes: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else {
      // A swap of two neighbours ("trasnferencia") is one slip, like a wrong letter.
      const step = a[i + 1] === b[j] && a[i] === b[j + 1] ? 2 : 1;
      i += step;
      j += step;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

function isMoneyWord(word: string): boolean {
  return moneyWords.some((money) => (money.length >= 5 ? withinOneEdit(word, money) : word === money));
}

/** The message's words, plain: no accents, look-alikes read as letters, "p i x" and "p.i.x" joined. */
export function plainWords(text: string): string[] {
  const raw = plainWord(text.slice(0, 20_000))
    .replace(/[013457@$]/g, (character) => lookalikes[character] ?? character)
    .split(/[^a-z]+/)
    .filter(Boolean);
  const words: string[] = [];
  let spelled = '';
  for (const word of raw) {
    if (word.length === 1) {
      spelled += word;
      continue;
    }
    if (spelled.length > 1) words.push(spelled);
    spelled = '';
    words.push(word);
  }
  if (spelled.length > 1) words.push(spelled);
  return words;
}

/** Whether a message asks for money outside the platform (Pix, fee, deposit, transfer, boleto, paid registration). */
export function asksForMoneyOutside(text: string): boolean {
  const words = plainWords(text);
  return words.some(
    (word, index) => isMoneyWord(word) || (enrolmentWords.has(word) && words.slice(Math.max(0, index - 3), index + 4).some((near) => paidWords.has(near))),
  );
}
