/**
 * An Intl formatter made at its first use instead of when its module loads. The first Intl
 * formatter a page makes loads the locale's data, tens of milliseconds in one piece on a phone: a
 * page that imports a date helper without showing a date must not pay it while it starts
 * (docs/architecture.md, "Speed on a phone"). Numbers need no Intl at all (`formatNumberPtBr`).
 */
export function lazyFormat<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
