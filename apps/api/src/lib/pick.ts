/**
 * The named fields of `source`, in the order given: a view that keeps a row's own names
 * (`{ id: row.id, title: row.title }`) names each field once.
 */
export function pick<T extends object, K extends keyof T>(source: T, ...keys: K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = source[key];
  return picked;
}
