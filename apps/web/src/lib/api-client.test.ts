import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiCallEvent, apiClient, listenToApiCalls, trackApiCall } from './api-client.ts';

function answer(status: number, body: string, contentType = 'application/json') {
  return vi.fn(async () => new Response(body, { status, headers: { 'content-type': contentType } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiClient', () => {
  it('returns the JSON body of a 2xx answer, asking for JSON with same-origin cookies', async () => {
    const fetchMock = answer(200, JSON.stringify({ pages: [] }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiClient.get('/api/pages')).resolves.toEqual({ pages: [] });
    expect(fetchMock).toHaveBeenCalledWith('/api/pages', expect.objectContaining({ method: 'GET', credentials: 'same-origin' }));
  });

  it('sends bodies as JSON', async () => {
    const fetchMock = answer(200, '{}');
    vi.stubGlobal('fetch', fetchMock);
    await apiClient.post('/api/x', { a: 1 });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('turns the API error shape into an ApiError with status, code, message and details', async () => {
    vi.stubGlobal('fetch', answer(404, JSON.stringify({ code: 'PAGE_NOT_FOUND', message: 'Página não encontrada.', details: { slug: 'x' } })));
    const error = await apiClient.get('/api/pages/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'PAGE_NOT_FOUND', message: 'Página não encontrada.', details: { slug: 'x' } });
  });

  it('never shows a proxy error page: a non-JSON 502 becomes INTERNAL_ERROR in Portuguese', async () => {
    vi.stubGlobal('fetch', answer(502, '<html>Bad Gateway</html>', 'text/html'));
    await expect(apiClient.get('/api/settings')).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL_ERROR',
      message: 'Ocorreu um erro inesperado. Tente novamente.',
    });
  });

  it('reports a transport failure as NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiClient.get('/api/settings')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('lets an aborted request stay an abort (query cancellation)', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('Aborted', 'AbortError');
      }),
    );
    await expect(apiClient.get('/api/settings', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refuses a 2xx answer that is not JSON', async () => {
    vi.stubGlobal('fetch', answer(200, '<!doctype html>', 'text/html'));
    await expect(apiClient.get('/api/settings')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('treats 204 as no content', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(apiClient.delete('/api/x')).resolves.toBeUndefined();
  });
});

describe('uploads', () => {
  it('sends FormData as multipart, leaving the boundary to the browser', async () => {
    const fetchMock = answer(200, JSON.stringify({ url: '/media/logo.webp' }));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('logo', new Blob(['x'], { type: 'image/png' }), 'logo.png');
    await apiClient.post('/api/admin/settings/logo', form);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it("says an image's own limit when a proxy refuses the upload with a bare 413", async () => {
    vi.stubGlobal('fetch', answer(413, '<html>Request Entity Too Large</html>', 'text/html'));
    const error = await apiClient.put('/api/profiles/me/photo', new FormData(), { tooLargeCode: 'IMAGE_TOO_LARGE' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 413, code: 'IMAGE_TOO_LARGE' });
    const plain = await apiClient.post('/api/contact', {}).catch((e: unknown) => e);
    expect(plain).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('lets a call made another way (an upload with progress) reach the listeners, so its 401 ends the session', async () => {
    const events: ApiCallEvent[] = [];
    const stop = listenToApiCalls((event) => events.push(event));
    const unauthenticated = new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'Você precisa estar logado para continuar.' });
    await trackApiCall('POST', '/api/profiles/me/media', () => Promise.reject(unauthenticated)).catch(() => undefined);
    stop();
    expect(events).toEqual([
      { type: 'sent', method: 'POST', path: '/api/profiles/me/media' },
      { type: 'failed', method: 'POST', path: '/api/profiles/me/media', error: unauthenticated },
    ]);
  });
});

describe('listenToApiCalls', () => {
  it('tells listeners of each call: sent, then succeeded or failed with the ApiError', async () => {
    const events: ApiCallEvent[] = [];
    const stop = listenToApiCalls((event) => events.push(event));
    vi.stubGlobal('fetch', answer(200, '{}'));
    await apiClient.post('/api/auth/sign-out');
    vi.stubGlobal('fetch', answer(401, JSON.stringify({ code: 'UNAUTHENTICATED', message: 'Você precisa estar logado para continuar.' })));
    await apiClient.get('/api/wallet').catch(() => undefined);
    stop();
    await apiClient.get('/api/wallet').catch(() => undefined);
    expect(events.map(({ type, method, path }) => `${type} ${method} ${path}`)).toEqual([
      'sent POST /api/auth/sign-out',
      'succeeded POST /api/auth/sign-out',
      'sent GET /api/wallet',
      'failed GET /api/wallet',
    ]);
    expect(events[3]).toMatchObject({ error: { status: 401, code: 'UNAUTHENTICATED' } });
  });

  it('keeps a good answer good when a listener throws', async () => {
    const stop = listenToApiCalls(() => {
      throw new Error('bug');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', answer(200, JSON.stringify({ ok: true })));
    await expect(apiClient.get('/api/x')).resolves.toEqual({ ok: true });
    expect(logged).toHaveBeenCalled();
    stop();
    logged.mockRestore();
  });
});
