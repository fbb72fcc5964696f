/**
 * A small deterministic random source (mulberry32): the same seed makes the same demo people on
 * every machine, so a bug report can say "seed 7, profile 1234".
 */
export interface SeededRandom {
  /** In [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(probability: number): boolean;
  /** `count` distinct items, in list order. */
  some<T>(list: readonly T[], count: number): T[];
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (list) => list[Math.floor(next() * list.length)] as (typeof list)[number],
    chance: (probability) => next() < probability,
    some: (list, count) => {
      const chosen = new Set<number>();
      const wanted = Math.min(count, list.length);
      while (chosen.size < wanted) chosen.add(Math.floor(next() * list.length));
      return [...chosen].sort((a, b) => a - b).map((i) => list[i] as (typeof list)[number]);
    },
  };
}

/** A per-profile stream: profile i of seed s is the same person whatever else was generated. */
export function randomFor(seed: number, index: number): SeededRandom {
  return seededRandom(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35));
}
