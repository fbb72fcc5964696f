import { errorCatalog } from '@passarela/shared';
import { ApiError, INVALID_RESPONSE, NETWORK_ERROR } from '../../../lib/api-client.ts';

/**
 * POSTs multipart form data (the sign-up sends its photo with the account data) and reads the
 * answer like apiClient does: JSON on success, an ApiError carrying the server's code otherwise.
 * apiClient only speaks JSON bodies, hence this sibling.
 */
export async function postFormData<T>(path: string, form: FormData): Promise<T> {
  let response: Response;
  try {
    // No Content-Type header: the browser sets multipart/form-data with its boundary.
    response = await fetch(path, { method: 'POST', body: form, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiError({ status: 0, code: NETWORK_ERROR, message: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.' });
  }
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  if (response.ok) {
    if (payload === undefined)
      throw new ApiError({ status: response.status, code: INVALID_RESPONSE, message: 'O servidor enviou uma resposta inesperada. Tente novamente.' });
    return payload as T;
  }
  const body = payload as { code?: unknown; message?: unknown; details?: unknown } | undefined;
  if (typeof body?.code === 'string' && typeof body.message === 'string') {
    throw new ApiError({ status: response.status, code: body.code, message: body.message, details: body.details });
  }
  // A proxy's own 413 (body over its limit) never reaches our error handler.
  if (response.status === 413) throw new ApiError({ status: 413, code: 'PAYLOAD_TOO_LARGE', message: errorCatalog.PAYLOAD_TOO_LARGE.message });
  throw new ApiError({ status: response.status, code: 'INTERNAL_ERROR', message: errorCatalog.INTERNAL_ERROR.message });
}
