import { type ApiErrorBody, transportErrorMessages } from '@passarela/shared';
import { sendApiRequest } from './api-transport.ts';

/** Raised for every failed API call, so callers can branch on `code` (and `status`). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor({ status, code, message, details }: { status: number; code: string; message: string; details?: unknown }) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** Client-side codes, for failures that never produced an API answer. */
export const NETWORK_ERROR = 'NETWORK_ERROR';
export const INVALID_RESPONSE = 'INVALID_RESPONSE';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON; FormData (an upload) goes as multipart, its boundary set by the browser. */
  body?: unknown;
  /** The error for a 413 that a proxy answered without our error shape (an image upload says its own limit). */
  tooLargeCode?: 'PAYLOAD_TOO_LARGE' | 'IMAGE_TOO_LARGE';
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** One call as app-wide listeners see it: sent, then answered (or failed with the ApiError thrown). */
export type ApiCallEvent =
  | { type: 'sent'; method: string; path: string }
  | { type: 'succeeded'; method: string; path: string }
  | { type: 'failed'; method: string; path: string; error: ApiError };

const callListeners = new Set<(event: ApiCallEvent) => void>();

/**
 * Lets app-wide state follow every call without each feature reporting it (the session's end:
 * lib/session/session-expiry.ts). Returns the function that stops listening.
 */
export function listenToApiCalls(listener: (event: ApiCallEvent) => void): () => void {
  callListeners.add(listener);
  return () => callListeners.delete(listener);
}

function tell(event: ApiCallEvent): void {
  for (const listener of callListeners) {
    // A listener's bug must not turn a good answer into a failed call.
    try {
      listener(event);
    } catch (error) {
      console.error('Falha ao acompanhar uma chamada à API', error);
    }
  }
}

/** Fetches a same-origin JSON endpoint; any non-2xx answer or transport failure throws ApiError. */
export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return trackApiCall(options.method ?? 'GET', path, () => send<T>(path, options));
}

/**
 * Runs one call to the API so that app-wide listeners see it (a 401 ends the session everywhere).
 * apiRequest goes through it; so must any call made another way (an upload that reports progress).
 */
export async function trackApiCall<T>(method: string, path: string, call: () => Promise<T>): Promise<T> {
  tell({ type: 'sent', method, path });
  try {
    const answer = await call();
    tell({ type: 'succeeded', method, path });
    return answer;
  } catch (error) {
    if (isApiError(error)) tell({ type: 'failed', method, path, error });
    throw error;
  }
}

async function send<T>(path: string, options: RequestOptions): Promise<T> {
  const { method = 'GET', body, headers, signal } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await sendApiRequest(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (error) {
    // A cancelled query must stay an AbortError: TanStack Query treats it as cancellation, not failure.
    if (signal?.aborted) throw error;
    throw new ApiError({
      status: 0,
      code: NETWORK_ERROR,
      message: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
    });
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload, options.tooLargeCode);
  if (payload === INVALID_JSON) {
    throw new ApiError({ status: response.status, code: INVALID_RESPONSE, message: 'O servidor enviou uma resposta inesperada. Tente novamente.' });
  }
  return payload as T;
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

const INVALID_JSON = Symbol('invalid-json');

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return INVALID_JSON;
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).code === 'string' && typeof (value as ApiErrorBody).message === 'string';
}

/** An answer that is not ours (a proxy's, a crash's) becomes an ApiError in Portuguese, never its own text. */
export function toApiError(status: number, payload: unknown, tooLargeCode: 'PAYLOAD_TOO_LARGE' | 'IMAGE_TOO_LARGE' = 'PAYLOAD_TOO_LARGE'): ApiError {
  if (isErrorBody(payload)) return new ApiError({ status, code: payload.code, message: payload.message, details: payload.details });
  // A proxy's own 413 (body over its limit) never reaches our error handler.
  if (status === 413) return new ApiError({ status, code: tooLargeCode, message: transportErrorMessages[tooLargeCode] });
  // Proxies and crashed servers answer without our error shape: keep the status, never show their text.
  if (status >= 500) return new ApiError({ status, code: 'INTERNAL_ERROR', message: transportErrorMessages.INTERNAL_ERROR });
  if (status === 404) return new ApiError({ status, code: 'ROUTE_NOT_FOUND', message: transportErrorMessages.ROUTE_NOT_FOUND });
  return new ApiError({ status, code: `HTTP_${status}`, message: 'Não foi possível concluir a solicitação. Tente novamente.' });
}
