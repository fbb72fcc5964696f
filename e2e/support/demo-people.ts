import { DEMO_PORTRAIT_POOL_SIZE } from '../../apps/api/src/db/demo/demo-portraits.ts';
import { type DemoPerson, generateDemoPerson } from '../../apps/api/src/db/demo/generate-demo-profile.ts';

/** What SEED_DEMO=true seeds on the e2e server's first start (apps/api/src/db/demo/seed-demo.ts). */
export const DEMO_SEED = 1;
export const DEMO_COUNT = 200;

export interface ExpectedProfile {
  /** Position in the seed: a higher index is an older profile. */
  index: number;
  slug: string;
  name: string;
  person: DemoPerson;
}

/** Lower case without accents, as the server's passarela_fold (unaccent + lower). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The demo people the server holds, recomputed with the same deterministic generator. The seed
 * passes a portrait pool; picking from it draws a random number, so the same-sized pool is passed
 * here (its URLs do not matter) to keep every later field (bio, verified) identical. Slugs follow
 * the inserter's numbering: the n-th 'ana-souza' in index order is 'ana-souza-n'.
 */
export function demoPeople(): ExpectedProfile[] {
  const pool = Array.from({ length: DEMO_PORTRAIT_POOL_SIZE }, (_, i) => `/pool-${i}-480.webp`);
  const counters = new Map<string, number>();
  return Array.from({ length: DEMO_COUNT }, (_, index) => {
    const person = generateDemoPerson(index, { seed: DEMO_SEED, portraitUrls: pool });
    const n = (counters.get(person.slugBase) ?? 0) + 1;
    counters.set(person.slugBase, n);
    return { index, slug: n === 1 ? person.slugBase : `${person.slugBase}-${n}`, name: `${person.profile.firstName} ${person.profile.lastName}`, person };
  });
}

/** Models the public list may show: the generator hides or suspends nobody, but say so if it starts to. */
export function listedDemoModels(): ExpectedProfile[] {
  return demoPeople().filter(({ person }) => person.user.userType === 'model' && !person.profile.isHidden && !person.user.suspendedAt);
}

/** The lists' order: PRO first, then newest first (the generator makes higher indexes older). */
export function inListOrder(profiles: readonly ExpectedProfile[]): ExpectedProfile[] {
  const isPro = ({ person }: ExpectedProfile) => (person.user.subscriptionType === 'pro' ? 0 : 1);
  return [...profiles].sort((a, b) => isPro(a) - isPro(b) || a.index - b.index);
}

/** The server's text search: every word of q inside names, city, company and bio, accents and case folded. */
export function matchesText({ person }: ExpectedProfile, q: string): boolean {
  const { firstName, lastName, city, companyName, bio } = person.profile;
  const haystack = fold([firstName, lastName, city ?? '', companyName ?? '', bio ?? ''].join(' '));
  return fold(q)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export interface TextFilterCase {
  state: string;
  modelType: string;
  /** Typed without accents. */
  q: string;
  expected: ExpectedProfile[];
}

/**
 * A state + appearance + text search with a small, non-empty answer in which the text only
 * matches once accents are ignored (e.g. 'joao' for 'João'). States where other tests create
 * accounts are skipped, so the expected set is exactly the demo one.
 */
export function findTextFilterCase(models: ExpectedProfile[], avoidStates: readonly string[]): TextFilterCase {
  const accentedWords = new Set<string>();
  for (const { person } of models) {
    for (const word of `${person.profile.firstName} ${person.profile.city ?? ''}`.split(/\s+/)) {
      if (word.length >= 3 && fold(word) !== word.toLowerCase()) accentedWords.add(fold(word));
    }
  }
  const candidates: TextFilterCase[] = [];
  for (const q of [...accentedWords].sort()) {
    for (const { person } of models) {
      const state = person.profile.state ?? '';
      const modelType = person.profile.modelType ?? '';
      if (avoidStates.includes(state) || candidates.some((c) => c.q === q && c.state === state && c.modelType === modelType)) continue;
      const expected = models.filter((m) => m.person.profile.state === state && m.person.profile.modelType === modelType && matchesText(m, q));
      // Only a match through an accent proves the folding ('joao' is not in 'joão' literally).
      const throughAccent = expected.some((m) => !`${m.person.profile.firstName} ${m.person.profile.city}`.toLowerCase().includes(q));
      if (expected.length >= 2 && expected.length <= 4 && throughAccent) candidates.push({ state, modelType, q, expected });
    }
  }
  const chosen = candidates[0];
  if (!chosen) throw new Error('No state + appearance + accented text combination with 2 to 4 demo models.');
  return chosen;
}
