import { GALLERY_PHOTOS_FIELD, type OwnGalleryResponse } from '@passarela/shared';
import { ApiError, NETWORK_ERROR, toApiError, trackApiCall } from '../../../lib/api-client.ts';

type UploadAnswer = Partial<OwnGalleryResponse> & { code?: string; message?: string; details?: unknown };

function parseAnswer(text: string): UploadAnswer | null {
  try {
    return JSON.parse(text) as UploadAnswer;
  } catch {
    return null;
  }
}

/**
 * POST /api/profiles/me/media with one file. XMLHttpRequest rather than fetch because only it
 * reports upload progress; failures become the same ApiError the rest of the app branches on, and
 * app-wide listeners see the call like any other (a 401 ends the session).
 */
export function uploadGalleryPhoto(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<OwnGalleryResponse> {
  return trackApiCall('POST', '/api/profiles/me/media', () => sendGalleryPhoto(file, onProgress, signal));
}

function sendGalleryPhoto(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<OwnGalleryResponse> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append(GALLERY_PHOTOS_FIELD, file, file.name);
    const request = new XMLHttpRequest();
    request.open('POST', '/api/profiles/me/media');
    request.setRequestHeader('Accept', 'application/json');
    request.withCredentials = true;
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    const networkError = () =>
      reject(new ApiError({ status: 0, code: NETWORK_ERROR, message: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.' }));
    request.addEventListener('error', networkError);
    request.addEventListener('abort', networkError);
    request.addEventListener('load', () => {
      const payload = parseAnswer(request.responseText);
      if (request.status >= 200 && request.status < 300 && payload?.items) {
        onProgress(1);
        resolve(payload as OwnGalleryResponse);
        return;
      }
      reject(toApiError(request.status >= 200 && request.status < 300 ? 500 : request.status, payload, 'IMAGE_TOO_LARGE'));
    });
    signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}
