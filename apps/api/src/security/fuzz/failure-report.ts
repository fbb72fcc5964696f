import type { ProblemKind } from './response-checks.ts';

export interface Failure {
  kind: ProblemKind;
  /** "POST /api/contact" */
  operation: string;
  role: string;
  target: string;
  mutation: string;
  status: number;
  /** What exactly is wrong (the English word, the blocked time, ...). */
  detail: string;
  /** The start of the answer's body, and for a 5xx the logged error, to see the cause. */
  body: string;
  cause?: string;
}

const kindOrder: ProblemKind[] = [
  'server error (5xx)',
  'event loop blocked',
  'request threw',
  'error body outside the catalogue shape',
  'unknown key or parameter silently accepted',
  '413 for a small request',
  'plain-text error page',
  'file miss not FILE_NOT_FOUND',
  'error text not in Portuguese',
];

function codeOf(body: string): string {
  try {
    const code = (JSON.parse(body) as { code?: unknown }).code;
    return typeof code === 'string' ? code : '';
  } catch {
    return '';
  }
}

/** The detail without what varies from case to case (quoted input, numbers, list positions). */
function normalized(detail: string): string {
  return detail
    .replace(/^details(\.\d+)*\./, 'details.')
    .replace(/"(?:[^"\\]|\\.)*"/g, '"…"')
    .replace(/\d+/g, 'N');
}

/**
 * For English text: where it was and the text itself with its varying parts blanked, so each of
 * zod's or Fastify's default messages is one group however many fields and values produced it.
 */
function englishTextKey(detail: string): string {
  const match = /^(.*?): (?:English word "[^"]*"|missing or empty)(?: in|:) (".*")$/.exec(detail);
  if (!match) return normalized(detail);
  let text: string;
  try {
    text = String(JSON.parse(match[2] ?? '""'));
  } catch {
    text = match[2] ?? '';
  }
  const where = (match[1] ?? '').replace(/\.\d+(?=\.|$)/g, '[]');
  const blanked = text
    .replace(/"[^"]*(?:"|$)/g, '"…"')
    .replace(/(?:"…"\|)+"…"/g, '"…"|…')
    .replace(/\d+/g, 'N');
  return `${where}: ${blanked}`;
}

function shorten(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item)) ?? [];
    list.push(item);
    groups.set(key(item), list);
  }
  return groups;
}

/** "body.email: NUL inside (as guest, model)", one line per case, at most `max` lines. */
function caseLines(failures: Failure[], max: number, withDetail: boolean): string[] {
  const cases = groupBy(failures, (failure) => `${failure.target}: ${failure.mutation}`);
  const lines = [...cases.entries()].slice(0, max).map(([key, list]) => {
    const roles = [...new Set(list.map((failure) => failure.role))].join(', ');
    const details = withDetail ? [...new Set(list.map((failure) => failure.detail).filter(Boolean))].slice(0, 3) : [];
    return `    ${shorten(key, 140)} (as ${roles})${details.length ? ` [${details.join(', ')}]` : ''}`;
  });
  if (cases.size > max) lines.push(`    … and ${cases.size - max} more cases`);
  return lines;
}

/**
 * The failures as a to-do list: by kind; then by route and answer for most kinds (each listing the
 * cases and roles that hit it), and by message for English text, which comes from a few shared
 * sources (zod's defaults, Fastify's errors) rather than from each route.
 */
export function formatReport(failures: Failure[], header: string, maxCasesPerGroup = 10): string {
  if (failures.length === 0) return `${header}\nNo failures.`;
  const lines = [header, `${failures.length} failing requests.`];
  const byKind = groupBy(failures, (failure) => failure.kind);
  for (const kind of kindOrder) {
    const ofKind = byKind.get(kind);
    if (!ofKind) continue;
    const operations = new Set(ofKind.map((failure) => failure.operation)).size;
    lines.push('', `== ${kind}: ${ofKind.length} requests, ${operations} routes ==`);
    if (kind === 'error text not in Portuguese') {
      for (const [message, group] of groupBy(ofKind, (failure) => englishTextKey(failure.detail))) {
        const routes = groupBy(group, (failure) => failure.operation);
        lines.push(`- ${shorten(message, 180)}: ${routes.size} routes`);
        for (const [operation, list] of [...routes.entries()].slice(0, maxCasesPerGroup)) {
          const targets = [...new Set(list.map((failure) => failure.target))];
          lines.push(`    ${operation} ${list[0]?.status ?? ''} (${shorten(targets.join(', '), 100)})`);
        }
        if (routes.size > maxCasesPerGroup) lines.push(`    … and ${routes.size - maxCasesPerGroup} more routes`);
        lines.push(`    e.g. ${shorten((group[0] as Failure).body, 200)}`);
      }
      continue;
    }
    const withDetail = kind === 'event loop blocked' || kind === '413 for a small request';
    for (const group of groupBy(ofKind, (failure) => `${failure.operation} ${failure.status} ${codeOf(failure.body)}`).values()) {
      const first = group[0] as Failure;
      const code = codeOf(first.body);
      const details = withDetail ? [] : [...new Set(group.map((failure) => normalized(failure.detail)).filter(Boolean))];
      lines.push(`- ${first.operation} -> ${first.status}${code ? ` ${code}` : ''}${details.length ? ` (${shorten(details.join('; '), 160)})` : ''}`);
      lines.push(...caseLines(group, maxCasesPerGroup, withDetail));
      lines.push(`    body: ${shorten(first.body, 200)}`);
      if (first.cause) lines.push(`    logged: ${shorten(first.cause, 400)}`);
    }
  }
  return lines.join('\n');
}
