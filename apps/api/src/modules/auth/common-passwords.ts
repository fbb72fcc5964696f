import { createRequire } from 'node:module';

// The ranked list is ~400 KB of code: read at the first password checked, not at start
// (bench/start-up.ts). Synchronously, so that callers (a zod refinement among them) stay simple.
const requireFromHere = createRequire(import.meta.url);

/** docs/security.md #1: the 10,000 most common passwords are refused. */
const COMMON_PASSWORD_COUNT = 10_000;

/**
 * Common Brazilian choices that a list built mostly from English-language leaks ranks too low to
 * reach its first 10,000.
 */
const brazilianCommonPasswords = [
  'senha',
  'senha1',
  'senha12',
  'senha123',
  'senha1234',
  'senha12345',
  'minhasenha',
  'mudar123',
  'mudar@123',
  'brasil',
  'brasil123',
  'flamengo',
  'corinthians',
  'palmeiras',
  'saopaulo',
  'vasco',
  'gremio',
  'cruzeiro',
  'santos',
  'botafogo',
  'fluminense',
  'internacional',
  'amor',
  'amor123',
  'teamo',
  'teamo123',
  'jesus',
  'jesus123',
  'deus',
  'deusefiel',
  'gabriel',
  'mariana',
  'beatriz',
  'felipe',
  'passarela',
  'passarela123',
];

let commonPasswords: Set<string> | undefined;

function load(): Set<string> {
  // The ranked list from zxcvbn-ts (most common first); loaded once, on the server only.
  if (commonPasswords) return commonPasswords;
  const { dictionary } = requireFromHere('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
  commonPasswords = new Set([...dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT), ...brazilianCommonPasswords]);
  return commonPasswords;
}

/** Case-insensitive: 'Password123' is as guessable as 'password123'. */
export function isCommonPassword(password: string): boolean {
  return load().has(password.toLowerCase());
}
