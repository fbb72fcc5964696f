import { describe, expect, it } from 'vitest';
import { serializeErrorForLog } from './error-serializer.ts';
import { maskLogLine, maskText } from './personal-data-masker.ts';
import { urlForLog } from './request-serializer.ts';

/**
 * Every log line goes through these, in the request's thread: a pattern that backtracks would let
 * one request freeze the server through its own log line (docs/security.md #25). A run of 'eyJ'
 * did: 64 KB took 30 s in the token pattern. Each masker gets ~64 KB of the shapes that make
 * patterns retry (runs of a pattern's first letters, digits, '@', '=', separators) and must finish
 * far under 100 ms: a linear pass takes about 1 ms, a quadratic one seconds, so the bound tells them
 * apart on a slow, shared machine without measuring anything finer.
 */
const SIZE = 64 * 1024;
const BOUND_MS = 100;

const fill = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);

const adversarial: Record<string, string> = Object.fromEntries(
  [
    'eyJ',
    'eyJaaaaaaaa.',
    '.eyJaaaaaaaaa',
    'eyJaaaaaaaaa.aaaaaaaaa',
    '1',
    '11 ',
    '1-',
    '1.',
    '(11) 9',
    '+55 ',
    '@',
    'a@',
    'a@a.',
    'a@a-',
    'a%40',
    ' a%40a',
    '\\na@',
    '\\n1',
    '?a',
    '?=',
    '&a=',
    'token=',
    'Bearer ',
    'a',
    'A1a',
    '-',
    '/',
    '/a',
    'eyJ1@a.b?x=1 (11)9',
  ].map((unit) => [JSON.stringify(unit), fill(unit)]),
);

function slowest(work: () => unknown): number {
  // Twice, the faster counting: a garbage collection can stall one run; backtracking stalls both.
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 2 && best > BOUND_MS; run++) {
    const began = performance.now();
    work();
    best = Math.min(best, performance.now() - began);
  }
  return best;
}

const maskers: Record<string, (text: string) => unknown> = {
  'maskLogLine (a string value)': (text) => maskLogLine(JSON.stringify({ level: 30, msg: text, req: { url: `/api/x?${text}` } })),
  'maskLogLine (a key and a bare number)': (text) => maskLogLine(`{"${text.replace(/["\\]/g, '')}":1${'2'.repeat(5_000)}}`),
  maskText: (text) => maskText(text),
  urlForLog: (text) => urlForLog(`/api/${text}?${text}`),
  'error serializer': (text) => serializeErrorForLog(Object.assign(new Error(`Failed query: select ${text}\nparams: ${text}`), { detail: text })),
};

describe('the log maskers run in linear time', () => {
  // The first calls compile the patterns: not what is measured.
  for (const mask of Object.values(maskers)) mask('eyJ a@b.co 11987654321 ?a=1');

  for (const [name, mask] of Object.entries(maskers)) {
    it(`${name} finishes each ~64 KB adversarial input in under ${BOUND_MS} ms`, () => {
      const slow = Object.entries(adversarial)
        .map(([unit, text]) => ({ unit, ms: slowest(() => mask(text)) }))
        .filter(({ ms }) => ms >= BOUND_MS)
        .map(({ unit, ms }) => `${unit}: ${Math.round(ms)} ms`);
      expect(slow).toEqual([]);
    });
  }

  it('still masks a real token after a run of eyJ', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.abcdefghijklmnop';
    expect(maskText(`${'eyJ'.repeat(100)} ${token}`)).toBe(`${'eyJ'.repeat(100)} [redacted]`);
    expect(maskText(`token:${token}`)).toBe('token:[redacted]');
  });
});
