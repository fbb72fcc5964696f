import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The API client, the auth modal and the toasts are module stores: each test gets fresh ones.
let apiClient: typeof import('../api-client.ts')['apiClient'];
let authModal: typeof import('../auth-modal-store.ts');
let toasts: typeof import('../toast.ts');
let expiry: typeof import('./session-expiry.ts');
let queryClient: QueryClient;
let stop: () => void;

const signedIn = { user: { id: 'u1', name: 'Ana Souza' } };
const sessionKey = ['auth', 'session'];

/** Every fetch answers with `status` and `body` as JSON. */
function answerAll(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

const unauthenticated = { code: 'UNAUTHENTICATED', message: 'Você precisa estar logado para continuar.' };
const endedToasts = () => toasts.getToasts().filter((item) => item.title === expiry.sessionEndedToast.title);

beforeEach(async () => {
  vi.resetModules();
  apiClient = (await import('../api-client.ts')).apiClient;
  authModal = await import('../auth-modal-store.ts');
  toasts = await import('../toast.ts');
  expiry = await import('./session-expiry.ts');
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionKey, signedIn);
  queryClient.setQueryData(['settings'], { SITE_NAME: 'Passarela' });
  queryClient.setQueryData(['notifications', 'unread-count'], 3);
  queryClient.setQueryData(['wallet', 'balance'], 12_345);
  stop = expiry.watchSessionExpiry(queryClient, { currentPath: () => '/dashboard?tab=wallet' });
});

afterEach(() => {
  stop();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('watchSessionExpiry', () => {
  it('on a 401 under a signed-in page: signs out, drops the personal cache, opens the login over the page, once', async () => {
    answerAll(401, unauthenticated);
    await expect(apiClient.get('/api/wallet')).rejects.toMatchObject({ status: 401 });
    await expect(apiClient.get('/api/notifications')).rejects.toMatchObject({ status: 401 });

    expect(queryClient.getQueryData(sessionKey)).toEqual({ user: null });
    expect(queryClient.getQueryData(['notifications', 'unread-count'])).toBeUndefined();
    expect(queryClient.getQueryData(['wallet', 'balance'])).toBeUndefined();
    expect(queryClient.getQueryData(['settings'])).toEqual({ SITE_NAME: 'Passarela' });
    expect(authModal.authModalReturnPath()).toBe('/dashboard?tab=wallet');
    expect(endedToasts()).toHaveLength(1);
    expect(endedToasts()[0]?.description).toBe('Entre de novo para continuar de onde parou.');
  });

  it('asks a guest for nothing: a 401 on a public page changes no state', async () => {
    queryClient.setQueryData(sessionKey, { user: null });
    answerAll(401, unauthenticated);
    await expect(apiClient.get('/api/favorites/keys')).rejects.toMatchObject({ status: 401 });
    expect(authModal.authModalReturnPath()).toBeNull();
    expect(queryClient.getQueryData(['wallet', 'balance'])).toBe(12_345);
    expect(endedToasts()).toHaveLength(0);
  });

  it('leaves other 401s alone (a wrong password at sign-in is not an ended session)', async () => {
    answerAll(401, { code: 'INVALID_CREDENTIALS', message: 'Email ou senha inválidos.' });
    await expect(apiClient.post('/api/auth/sign-in', {})).rejects.toMatchObject({ status: 401 });
    expect(queryClient.getQueryData(sessionKey)).toEqual(signedIn);
    expect(endedToasts()).toHaveLength(0);
  });

  it('takes a sign-out made here for no expiry: the 401s and empty checks racing it open nothing', async () => {
    answerAll(200, { success: true });
    await apiClient.post('/api/auth/sign-out');
    answerAll(401, unauthenticated);
    await expect(apiClient.get('/api/notifications/unread-count')).rejects.toMatchObject({ status: 401 });
    answerAll(200, { user: null });
    await queryClient.fetchQuery({ queryKey: sessionKey, queryFn: () => apiClient.get('/api/auth/session') });
    expect(authModal.authModalReturnPath()).toBeNull();
    expect(endedToasts()).toHaveLength(0);
  });

  it('still sees an expiry after a sign-out everywhere that failed (wrong password)', async () => {
    answerAll(400, { code: 'CURRENT_PASSWORD_INVALID', message: 'Senha atual incorreta.' });
    await expect(apiClient.post('/api/auth/sign-out-everywhere', {})).rejects.toMatchObject({ status: 400 });
    answerAll(401, unauthenticated);
    await expect(apiClient.get('/api/wallet')).rejects.toMatchObject({ status: 401 });
    expect(endedToasts()).toHaveLength(1);
  });

  it('treats a session check that finds nobody as the same ending; the app writing null itself is not', async () => {
    queryClient.setQueryData(sessionKey, { user: null });
    expect(endedToasts()).toHaveLength(0);
    queryClient.setQueryData(sessionKey, signedIn);
    answerAll(200, { user: null });
    await queryClient.fetchQuery({ queryKey: sessionKey, queryFn: () => apiClient.get('/api/auth/session') });
    expect(authModal.authModalReturnPath()).toBe('/dashboard?tab=wallet');
    expect(queryClient.getQueryData(['wallet', 'balance'])).toBeUndefined();
    expect(endedToasts()).toHaveLength(1);
  });

  it('fetches everything again for whoever signs in next', async () => {
    answerAll(401, unauthenticated);
    await expect(apiClient.get('/api/wallet')).rejects.toMatchObject({ status: 401 });
    // A query the page made again as a guest, before the login.
    queryClient.setQueryData(['jobs', 'list'], ['guest view']);
    queryClient.setQueryData(sessionKey, signedIn);
    expect(queryClient.getQueryState(['jobs', 'list'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(sessionKey)?.isInvalidated).toBe(false);
  });
});

describe('openAuthModal', () => {
  it('keeps the page to come back to when a feature asks for the login again; closing forgets it', () => {
    authModal.openAuthModal('login', { returnTo: '/vagas' });
    authModal.openAuthModal('login');
    expect(authModal.authModalReturnPath()).toBe('/vagas');
    authModal.closeAuthModal();
    expect(authModal.authModalReturnPath()).toBeNull();
    authModal.openAuthModal('login');
    expect(authModal.authModalReturnPath()).toBeNull();
  });
});
