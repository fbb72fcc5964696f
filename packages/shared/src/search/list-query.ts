import { z } from 'zod';
import { textInput } from '../input/text-input.ts';

/** Page sizes of every public list (models, contractors): 24 by default, never more than 48. */
export const LIST_PAGE_SIZE_DEFAULT = 24;
export const LIST_PAGE_SIZE_MAX = 48;
export const SEARCH_TEXT_MAX_LENGTH = 100;

/** URLs and forms send '' for an empty field: it means "no filter", not an invalid value. */
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** Optional text filter: trimmed, '' is absent. */
export const optionalText = (max: number) =>
  z.preprocess((value) => (typeof value === 'string' ? emptyAsAbsent(value.trim()) : value), textInput({ max }).optional());

/** Optional one-of filter, '' is absent. */
export const optionalEnum = <V extends string>(values: readonly [V, ...V[]], message: string) =>
  z.preprocess(emptyAsAbsent, z.enum(values, { message }).optional());

/**
 * A multi-value filter as the URL carries it: `a,b` (what the web writes) or repeated keys
 * (`?x=a&x=b`). Always answers a de-duplicated array, [] when absent.
 */
export const listOf = <V extends string>(values: readonly [V, ...V[]], message: string) =>
  z.preprocess(
    (value) => {
      const raw = Array.isArray(value) ? value : value === undefined ? [] : [value];
      return [
        ...new Set(
          raw
            .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
            .map((item) => (typeof item === 'string' ? item.trim() : item))
            .filter((item) => item !== ''),
        ),
      ];
    },
    z.array(z.enum(values, { message })).max(values.length),
  );

/** A whole number from the URL ('170'), '' is absent. */
export const optionalInt = (min: number, max: number, message: string) =>
  z.preprocess(emptyAsAbsent, z.coerce.number({ message }).int(message).min(min, message).max(max, message).optional());

export const pageFields = {
  /** Opaque: the server's position after the last card of the previous page. */
  cursor: optionalText(500),
  limit: z.preprocess(
    emptyAsAbsent,
    z.coerce.number().int().min(1).max(LIST_PAGE_SIZE_MAX, `Peça no máximo ${LIST_PAGE_SIZE_MAX} resultados por página.`).default(LIST_PAGE_SIZE_DEFAULT),
  ),
  q: optionalText(SEARCH_TEXT_MAX_LENGTH),
};

/** Every list answers a page and where the next one starts (null at the end). */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/**
 * Filters as a URL query string (no leading '?'), in a stable order and without empty values, so
 * the same search always has the same address (shareable, cacheable). Lists are written `a,b`.
 * The cursor and the default limit stay out. Plain string: shared code has no URLSearchParams type.
 */
export function toListQueryString(filters: Record<string, unknown>, keys: readonly string[]): string {
  const parts: string[] = [];
  for (const key of keys) {
    const value = filters[key];
    if (key === 'cursor' || (key === 'limit' && value === LIST_PAGE_SIZE_DEFAULT)) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) parts.push(`${key}=${value.map((item) => encodeURIComponent(String(item))).join(',')}`);
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      if (value !== '') parts.push(`${key}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.join('&');
}
