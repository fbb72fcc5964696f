import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/admin/settings/logo (multipart); answers the stored image's URL. */
export async function uploadLogo(file: File): Promise<string> {
  const form = new FormData();
  form.append('logo', file, file.name);
  const { url } = await apiClient.post<{ url: string }>('/api/admin/settings/logo', form, { tooLargeCode: 'IMAGE_TOO_LARGE' });
  return url;
}
