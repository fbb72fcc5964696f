import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';

/** The id of the JSON script holding what the server rendered the page with. */
export const SERVER_STATE_ELEMENT_ID = 'passarela-server-state';

/** What the browser needs to pick the page up where the server left it: the router's and the queries' state. */
export interface ServerRenderedState {
  router: HydrationState;
  queries: DehydratedState;
}

interface SerializedApiError {
  apiError: { status: number; code: string; message: string; details?: unknown };
}

/**
 * JSON for a `<script type="application/json">`: not run (the CSP allows no inline script), and
 * written so no text inside it can close the tag. A failed query (a profile that does not exist)
 * travels as its ApiError's fields, so the browser shows the same message the server did.
 */
export function serializeServerState(state: ServerRenderedState): string {
  const queries = state.queries.queries.map((query) => {
    const { error } = query.state;
    if (!(error instanceof ApiError)) return query;
    const apiError: SerializedApiError = { apiError: { status: error.status, code: error.code, message: error.message, details: error.details } };
    return { ...query, state: { ...query.state, error: apiError, fetchFailureReason: null } };
  });
  return JSON.stringify({ ...state, queries: { ...state.queries, queries } })
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

function isSerializedApiError(value: unknown): value is SerializedApiError {
  return typeof value === 'object' && value !== null && 'apiError' in value;
}

/** The state the server rendered this page with, or null when it sent the shell only. */
export function readServerState(doc: Document): ServerRenderedState | null {
  const text = doc.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  const state = JSON.parse(text) as ServerRenderedState;
  for (const query of state.queries.queries) {
    const { error } = query.state as { error: unknown };
    if (isSerializedApiError(error)) Object.assign(query.state, { error: new ApiError(error.apiError) });
  }
  return state;
}
