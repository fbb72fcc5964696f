/**
 * What a word is worth as digits when someone spells a number to get past a filter ("onze nove
 * nove oito..."), typed in emoji keycaps (1️⃣), fullwidth or mathematical digits (１, 𝟗), circled
 * (①), or with look-alike letters (9988O-1234, 9876S). null for any other word.
 */
const numberWords: Record<string, string> = {
  zero: '0',
  um: '1',
  uma: '1',
  dois: '2',
  duas: '2',
  tres: '3',
  quatro: '4',
  cinco: '5',
  seis: '6',
  // Brazilians say "meia" (half a dozen) for 6 when reading numbers aloud.
  meia: '6',
  sete: '7',
  oito: '8',
  nove: '9',
  dez: '10',
  onze: '11',
  doze: '12',
  treze: '13',
  catorze: '14',
  quatorze: '14',
  quinze: '15',
  dezesseis: '16',
  dezasseis: '16',
  dezessete: '17',
  dezoito: '18',
  dezenove: '19',
  vinte: '20',
  trinta: '30',
  quarenta: '40',
  cinquenta: '50',
  sessenta: '60',
  setenta: '70',
  oitenta: '80',
  noventa: '90',
};

export interface DigitWord {
  digits: string;
  /** A tens word ("vinte"), which "e" + a unit word completes ("vinte e um" = 21). */
  tens: boolean;
  /** A unit word ("um".."nove"), which may complete a tens word. */
  unit: boolean;
  /** Written in digits (of any script) rather than spelled. */
  numeral: boolean;
}

export function plainWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function digitsOfWord(word: string): DigitWord | null {
  // NFKC turns fullwidth, mathematical and circled digits into ASCII; keycaps keep their marks.
  const numeral = word.normalize('NFKC').replace(/[\uFE0F\u20E3]/g, '');
  if (/^\d+$/.test(numeral)) return { digits: numeral, tens: false, unit: /^[1-9]$/.test(numeral), numeral: true };
  if (/^[\dOoIlSsB]+$/.test(numeral) && (numeral.match(/\d/g)?.length ?? 0) >= 3) {
    const digits = numeral.replace(/[Oo]/g, '0').replace(/[Il]/g, '1').replace(/[Ss]/g, '5').replace(/B/g, '8');
    return { digits, tens: false, unit: false, numeral: true };
  }
  const digits = numberWords[plainWord(word)];
  if (digits === undefined) return null;
  return { digits, tens: digits.length === 2 && digits.endsWith('0') && digits !== '10', unit: digits.length === 1 && digits !== '0', numeral: false };
}
