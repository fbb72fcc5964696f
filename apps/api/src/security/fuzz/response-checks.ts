import { errorCatalog, isErrorCode } from '@passarela/shared';
import type { LightMyRequestResponse } from 'fastify';
import type { FuzzCase } from './fuzz-cases.ts';
import { nonPortugueseInDetails, notPortuguese } from './portuguese-text.ts';

export type ProblemKind =
  | 'server error (5xx)'
  | 'error body outside the catalogue shape'
  | 'error text not in Portuguese'
  | 'unknown key or parameter silently accepted'
  | '413 for a small request'
  | 'event loop blocked'
  | 'plain-text error page'
  | 'file miss not FILE_NOT_FOUND'
  | 'request threw';

export interface Problem {
  kind: ProblemKind;
  detail: string;
}

/** The smallest size limit any route declares (sign-up's `data` part, sign-up-form.ts). */
const smallestDeclaredLimit = 64 * 1024;

/** A 4xx (or 5xx) body must be `{ code, message, details? }` with a catalogue code and its status. */
function shapeProblems(res: LightMyRequestResponse): Problem[] {
  const contentType = res.headers['content-type'] ?? '';
  if (!contentType.includes('application/json'))
    return [{ kind: 'error body outside the catalogue shape', detail: `content-type ${contentType || 'missing'}` }];
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return [{ kind: 'error body outside the catalogue shape', detail: 'body is not JSON' }];
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return [{ kind: 'error body outside the catalogue shape', detail: 'body is not an object' }];
  const { code, message, details, ...rest } = body as Record<string, unknown>;
  const problems: Problem[] = [];
  const extra = Object.keys(rest);
  if (extra.length > 0) problems.push({ kind: 'error body outside the catalogue shape', detail: `unexpected keys ${extra.join(', ')}` });
  if (typeof code !== 'string' || !isErrorCode(code))
    problems.push({ kind: 'error body outside the catalogue shape', detail: `code ${JSON.stringify(code)} is not in errorCatalog` });
  else if (errorCatalog[code].status !== res.statusCode) {
    problems.push({ kind: 'error body outside the catalogue shape', detail: `code ${code} is ${errorCatalog[code].status} in the catalogue` });
  }
  const messageProblem = notPortuguese(message);
  if (messageProblem) problems.push({ kind: 'error text not in Portuguese', detail: `message: ${messageProblem}: ${JSON.stringify(message)}` });
  for (const detail of nonPortugueseInDetails(details)) problems.push({ kind: 'error text not in Portuguese', detail });
  return problems;
}

/** What is wrong with an /api answer to a fuzz case (nothing, mostly). */
export function apiResponseProblems(res: LightMyRequestResponse, fuzzCase: FuzzCase, requestBytes: number): Problem[] {
  const problems: Problem[] = [];
  if (res.statusCode >= 500) problems.push({ kind: 'server error (5xx)', detail: '' });
  else if (res.statusCode >= 400) problems.push(...shapeProblems(res));
  if (fuzzCase.unknownKeyOnly && res.statusCode < 400) problems.push({ kind: 'unknown key or parameter silently accepted', detail: '' });
  if (res.statusCode === 413 && !fuzzCase.mayBeTooLarge && requestBytes < smallestDeclaredLimit) {
    problems.push({ kind: '413 for a small request', detail: `${requestBytes} bytes` });
  }
  return problems;
}

function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Where files live: a miss there is never the app's HTML page (a browser would try to run it). */
const fileFolders = /^\/(?:media|assets)(?:[/?]|$)/;

/**
 * Pages outside /api (the SPA, /media files): a page miss is the app's HTML page or the JSON
 * error; under /media and /assets every error is the JSON shape and a miss exactly FILE_NOT_FOUND;
 * never bare text.
 */
export function pageResponseProblems(res: LightMyRequestResponse, url: string): Problem[] {
  if (res.statusCode >= 500) return [{ kind: 'server error (5xx)', detail: '' }];
  if (res.statusCode < 400) return [];
  const contentType = res.headers['content-type'] ?? '';
  if (fileFolders.test(url)) {
    const isJson = contentType.includes('application/json');
    const problems = isJson ? shapeProblems(res) : [];
    const code = isJson ? (parsedOrUndefined(res.body) as { code?: unknown } | undefined)?.code : undefined;
    // A malformed address there is a 400 like anywhere (in the JSON shape); a miss is FILE_NOT_FOUND.
    if (!isJson || (res.statusCode === 404 && code !== 'FILE_NOT_FOUND'))
      problems.push({
        kind: 'file miss not FILE_NOT_FOUND',
        detail: `${res.statusCode} ${contentType || 'no content-type'} ${JSON.stringify(code) ?? 'no code'}`,
      });
    return problems;
  }
  if (contentType.includes('text/html')) return [];
  if (contentType.includes('application/json')) return shapeProblems(res);
  return [{ kind: 'plain-text error page', detail: `content-type ${contentType || 'missing'}` }];
}
