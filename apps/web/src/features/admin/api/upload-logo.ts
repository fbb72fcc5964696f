import { errorCatalog } from '@passarela/shared';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client.ts';

/** POST /api/admin/settings/logo (multipart); answers the stored image's URL. */
export async function uploadLogo(file: File): Promise<string> {
  const form = new FormData();
  form.append('logo', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/admin/settings/logo', { method: 'POST', body: form, credentials: 'include', headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiError({ status: 0, code: NETWORK_ERROR, message: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.' });
  }
  const payload = (await response.json().catch(() => null)) as { url?: string; code?: string; message?: string } | null;
  if (response.ok && payload?.url) return payload.url;
  throw new ApiError({ status: response.status, code: payload?.code ?? 'INTERNAL_ERROR', message: payload?.message ?? errorCatalog.INTERNAL_ERROR.message });
}
