import type { ReportItem } from '@passarela/shared';
import { useSyncExternalStore } from 'react';

/**
 * The items this tab reported since it opened, so every "Denunciar" of one item (a message's own
 * button and its safety warning's) reads "Denunciado" at once. Kept in memory only: a reload asks
 * the server again, which answers REPORT_ALREADY_OPEN while the report is open.
 */
const reported = new Set<string>();
const listeners = new Set<() => void>();

export function reportedItemKey(item: ReportItem): string {
  return `${item.kind}:${item.id}`;
}

export function markReported(item: ReportItem): void {
  const key = reportedItemKey(item);
  if (reported.has(key)) return;
  reported.add(key);
  for (const listener of listeners) listener();
}

export function wasReported(item: ReportItem): boolean {
  return reported.has(reportedItemKey(item));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether this tab already reported `item` (the server renders every button as not reported). */
export function useWasReported(item: ReportItem): boolean {
  const key = reportedItemKey(item);
  return useSyncExternalStore(
    subscribe,
    () => reported.has(key),
    () => false,
  );
}

/** Tests only: forget every report. */
export function forgetReportedItems(): void {
  reported.clear();
  for (const listener of listeners) listener();
}
