import fc from 'fast-check';
import { RawJson } from './request-model.ts';

/** The kinds of trouble, as the report groups them. */
export type HostileGroup =
  | 'wrong type'
  | 'missing'
  | 'NUL'
  | 'surrogate'
  | 'unicode'
  | 'huge string'
  | 'backtracking'
  | 'impossible date'
  | 'extreme number'
  | 'deep nesting'
  | 'huge array'
  | 'forged cursor'
  | 'random';

export interface Hostile {
  name: string;
  group: HostileGroup;
  value: unknown;
  /** The value alone may make the request larger than a limit: a 413 is then a fair answer. */
  mayBeTooLarge?: boolean;
}

/**
 * Where a value travels decides how big it may be: a real server (server.ts listens with Node's
 * defaults) refuses a request line and headers over 16 KB with 431 before the app sees them, so URL
 * values stay under that; bodies go up to just under the 1 MB body limit of app.ts.
 */
export type Carrier = 'body' | 'url';
const sizes = { body: { big: 1_000_000, shape: 50_000 }, url: { big: 12_000, shape: 4_000 } } as const;

const deepArray = (depth: number) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);
const deepObject = (depth: number) => new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
export const deepNestingDepth = 10_000;

const cache = new Map<string, Hostile[]>();

/** Text that has broken servers: NUL, broken UTF-16, bidi controls, huge, backtracking bait, bad dates. */
export function hostileStrings(carrier: Carrier): Hostile[] {
  const cached = cache.get(carrier);
  if (cached) return cached;
  const { big, shape } = sizes[carrier];
  const list: Hostile[] = [
    { name: 'NUL inside', group: 'NUL', value: 'a\u0000b' },
    { name: 'only NUL', group: 'NUL', value: '\u0000' },
    { name: 'lone high surrogate', group: 'surrogate', value: 'a\uD800b' },
    { name: 'lone low surrogate', group: 'surrogate', value: '\uDFFFz' },
    { name: 'emoji, combining marks and RTL override', group: 'unicode', value: 'Ana 👩🏽‍💻 e\u0301\u0308 \u202Eabc\u202C \u200F!' },
    { name: 'zero-width and BOM', group: 'unicode', value: '\uFEFF\u200B\u200Da\u2028b' },
    { name: '10 KB', group: 'huge string', value: 'a'.repeat(10_240) },
    { name: `'a.' x ${shape}`, group: 'backtracking', value: 'a.'.repeat(shape) },
    { name: `'a@' + 'a.' x ${shape} + '@'`, group: 'backtracking', value: `a@${'a.'.repeat(shape)}@` },
    // Percent-encoded, a non-ASCII space takes up to 9 bytes: the URL variant keeps to ASCII ones.
    {
      name: `whitespace run + '!'`,
      group: 'backtracking',
      value: carrier === 'body' ? `a${' \t\u00A0\u2003'.repeat(shape / 2)}!` : `a${' \t'.repeat(Math.floor(shape / 3))}!`,
    },
    { name: `'a' x ${shape * 2} + '!'`, group: 'backtracking', value: `${'a'.repeat(shape * 2)}!` },
    { name: `'-' x ${shape * 2}`, group: 'backtracking', value: '-'.repeat(shape * 2) },
    // The token pattern of the log masker once restarted at every 'eyJ' (docs/security.md #25).
    { name: `'eyJ' x ${shape}`, group: 'backtracking', value: 'eyJ'.repeat(shape) },
    // Last of the sizes, on purpose: a quadratic pattern that takes seconds at 100 KB takes minutes
    // at 1 MB, and a field that already blocked at 100 KB skips this one (fuzz-runner.ts).
    { name: carrier === 'body' ? '1 MB' : '12 KB', group: 'huge string', value: 'x'.repeat(big), mayBeTooLarge: carrier === 'body' },
    { name: '2024-02-30', group: 'impossible date', value: '2024-02-30' },
    { name: 'empty', group: 'wrong type', value: '' },
    { name: 'spaces only', group: 'wrong type', value: '   ' },
  ];
  cache.set(carrier, list);
  return list;
}

/** For fields that hold a date (by name, pattern or format). */
export const impossibleDates: Hostile[] = ['2024-13-45', '2024-02-30', '0000-00-00', '99999-01-01', '2024-02-29T25:61:00Z', '1e3-01-01'].map((value) => ({
  name: value,
  group: 'impossible date',
  value,
}));

/** For number fields, in a JSON body: JSON.stringify cannot write some of these, RawJson does. */
export const extremeNumbers: Hostile[] = [
  { name: '1e308', group: 'extreme number', value: 1e308 },
  { name: '1e999 (Infinity)', group: 'extreme number', value: new RawJson('1e999') },
  { name: '-1e308', group: 'extreme number', value: -1e308 },
  { name: '-0', group: 'extreme number', value: new RawJson('-0') },
  { name: '2^53+1', group: 'extreme number', value: new RawJson('9007199254740993') },
  { name: '-2^63', group: 'extreme number', value: new RawJson('-9223372036854775808') },
  { name: '1.5', group: 'extreme number', value: 1.5 },
  { name: '"NaN"', group: 'extreme number', value: 'NaN' },
  { name: '"12" (a number as text)', group: 'wrong type', value: '12' },
];

/** The same for query and path values, which are text anyway. */
export const extremeNumberTexts: Hostile[] = [
  '1e308',
  '1e999',
  '-1e308',
  '-0',
  '9007199254740993',
  '-9223372036854775808',
  '1.5',
  'NaN',
  'Infinity',
  '0x10',
  ' 12 ',
].map((value) => ({ name: value, group: 'extreme number', value }));

/** A value of every JSON type, to put where another type belongs. */
export const wrongTypes: Hostile[] = [
  { name: 'null', group: 'wrong type', value: null },
  { name: 'true', group: 'wrong type', value: true },
  { name: 'number 0', group: 'wrong type', value: 0 },
  { name: 'text', group: 'wrong type', value: 'texto' },
  { name: 'array', group: 'wrong type', value: ['a', 1] },
  { name: 'object', group: 'wrong type', value: { a: 1 } },
];

export const deepValues: Hostile[] = [
  { name: `array nested ${deepNestingDepth} deep`, group: 'deep nesting', value: deepArray(deepNestingDepth) },
  { name: `object nested ${deepNestingDepth} deep`, group: 'deep nesting', value: deepObject(deepNestingDepth) },
];

export const hugeArray: Hostile = { name: '10,001 items', group: 'huge array', value: Array.from({ length: 10_001 }, () => 'a') };

export const deepBodies = { array: deepArray(deepNestingDepth), object: deepObject(deepNestingDepth) };

/** One UTF-16 unit of trouble: any, a lone surrogate, a NUL, a bidi override, a combining mark. */
const hostileUnit = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF'),
  fc.constantFrom('\u0000', '\u202E', '\u0301', '%', '\\'),
);

/** fast-check's side: any hostile value above, or random text and JSON it makes up. */
export function randomHostile(carrier: Carrier): fc.Arbitrary<Hostile> {
  const fixed = [...hostileStrings(carrier), ...impossibleDates, ...(carrier === 'body' ? [...extremeNumbers, ...wrongTypes] : extremeNumberTexts)];
  return fc.oneof(
    { arbitrary: fc.constantFrom(...fixed), weight: 3 },
    {
      arbitrary: fc
        .string({ unit: hostileUnit, maxLength: 40 })
        .map((value): Hostile => ({ name: `random text ${JSON.stringify(value)}`, group: 'random', value })),
      weight: 2,
    },
    {
      arbitrary: (carrier === 'body' ? fc.jsonValue({ maxDepth: 3 }) : fc.string({ unit: 'grapheme', maxLength: 20 })).map(
        (value): Hostile => ({ name: `random JSON ${toShortText(value)}`, group: 'random', value }),
      ),
      weight: 1,
    },
  );
}

function toShortText(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

const base64url = (payload: string) => Buffer.from(payload, 'utf8').toString('base64url');
const cursorTime = '2026-01-01 00:00:00+00';

/** The payload shapes our lists write (cursor-codec.ts and its users), with one text left to fill (JSON-escaped). */
const cursorShapes: [string, (text: string) => string][] = [
  ['list id', (text) => `{"v":1,"n":1767225600000,"s":1,"c":"${cursorTime}","i":"${text}"}`],
  ['keyset id', (text) => `{"v":1,"c":"${cursorTime}","i":"${text}"}`],
  ['report queue id', (text) => `{"v":1,"u":false,"n":1,"f":"${cursorTime}","k":"profile","i":"${text}"}`],
  ['timestamp', (text) => `{"v":1,"c":"${text}","i":"00000000-0000-4000-8000-000000000000"}`],
  ['unknown key', (text) => `{"v":1,"${text}":1,"c":"${cursorTime}","i":"a"}`],
];

/**
 * Forged page cursors: each shape carrying text PostgreSQL cannot store or more than a cursor ever
 * holds, base64url-encoded as the server writes them. Once encoded they are plain ASCII, so only
 * the server's decoding can find the NUL: the input guard in front of every route cannot.
 */
export const hostileCursors: Hostile[] = [
  ...cursorShapes.flatMap(([shapeName, shape]) =>
    (
      [
        ['escaped NUL', String.raw`a\u0000`],
        ['escaped lone surrogate', String.raw`a\ud800`],
        ['1,000 characters', 'a'.repeat(1_000)],
      ] as const
    ).map(([textName, text]): Hostile => ({ name: `cursor (${shapeName}) with ${textName}`, group: 'forged cursor', value: base64url(shape(text)) })),
  ),
  { name: 'cursor of nested arrays', group: 'forged cursor', value: base64url(`{"v":1,"i":${'['.repeat(500)}${']'.repeat(500)}}`) },
  { name: 'cursor that is not JSON', group: 'forged cursor', value: base64url('{"v":1,') },
];

/** fast-check's forged cursors: a shape of ours with random hostile text in one of its fields. */
export function randomCursor(): fc.Arbitrary<Hostile> {
  return fc.tuple(fc.constantFrom(...cursorShapes), fc.string({ unit: hostileUnit, maxLength: 40 })).map(
    ([[shapeName, shape], text]): Hostile => ({
      name: `cursor (${shapeName}) with random text ${JSON.stringify(text)}`,
      group: 'forged cursor',
      // The text JSON-escaped, as a forger would write it: a NUL travels as \u0000.
      value: base64url(shape(JSON.stringify(text).slice(1, -1))),
    }),
  );
}
