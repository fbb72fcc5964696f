import { type WalletMovementKind, walletMovementKinds } from '@passarela/shared';

/** Transações filters: what the list and the CSV both ask the API for. */
export interface TransactionFilters {
  kind?: WalletMovementKind;
  direction?: 'in' | 'out';
  /** AAAA-MM-DD, inclusive. */
  from?: string;
  to?: string;
}

/** The page URL keeps the filters in Portuguese (?tipo=&sentido=entrada|saida&de=&ate=), so a link or a reload shows the same list. */
const urlNames = { kind: 'tipo', direction: 'sentido', from: 'de', to: 'ate' } as const;
const directionInUrl = { in: 'entrada', out: 'saida' } as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function validDate(value: string | null): string | undefined {
  if (!value || !isoDate.test(value)) return undefined;
  return Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()) ? undefined : value;
}

/** The filters in the page URL; anything unknown or malformed is ignored (never sent to the API). */
export function readTransactionFilters(params: URLSearchParams): TransactionFilters {
  const filters: TransactionFilters = {};
  const kind = params.get(urlNames.kind);
  if (kind && (walletMovementKinds as readonly string[]).includes(kind)) filters.kind = kind as WalletMovementKind;
  const direction = params.get(urlNames.direction);
  if (direction === directionInUrl.in) filters.direction = 'in';
  else if (direction === directionInUrl.out) filters.direction = 'out';
  const from = validDate(params.get(urlNames.from));
  const to = validDate(params.get(urlNames.to));
  if (from) filters.from = from;
  if (to) filters.to = to;
  // A reversed range would only ever give an empty list: swap it, as the person meant.
  if (filters.from && filters.to && filters.from > filters.to) [filters.from, filters.to] = [filters.to, filters.from];
  return filters;
}

/** Writes the filters into the page URL, keeping its other params (the dashboard's ?tab=). */
export function writeTransactionFilters(params: URLSearchParams, filters: TransactionFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(urlNames)) next.delete(name);
  if (filters.kind) next.set(urlNames.kind, filters.kind);
  if (filters.direction) next.set(urlNames.direction, directionInUrl[filters.direction]);
  if (filters.from) next.set(urlNames.from, filters.from);
  if (filters.to) next.set(urlNames.to, filters.to);
  return next;
}

/** The API's query string (kind, direction, from, to) for the list and the CSV. */
export function transactionFiltersToSearch(filters: TransactionFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.kind) search.set('kind', filters.kind);
  if (filters.direction) search.set('direction', filters.direction);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  return search;
}

/** How many filters are in use ('Filtros' shows it on a phone, where the fields are folded away). */
export function countTransactionFilters(filters: TransactionFilters): number {
  return [filters.kind, filters.direction, filters.from, filters.to].filter(Boolean).length;
}

export function hasTransactionFilters(filters: TransactionFilters): boolean {
  return countTransactionFilters(filters) > 0;
}
