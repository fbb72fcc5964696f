import type { SessionResponse } from '@passarela/shared';
import type { Query, QueryClient } from '@tanstack/react-query';
import { type ApiCallEvent, listenToApiCalls } from '../api-client.ts';
import { openAuthModal } from '../auth-modal-store.ts';
import { settingsQueryKey } from '../site-settings/get-settings.ts';
import { toast } from '../toast.ts';
import { sessionQueryKey } from './get-session.ts';

/** Said when a session ends under a signed-in page (expiry, "Sair" in another tab or device). */
export const sessionEndedToast = { title: 'Sua sessão terminou', description: 'Entre de novo para continuar de onde parou.' } as const;

/**
 * Calls that end this browser's session on purpose. While one is on its way (and after it worked,
 * until someone signs in again) a 401 or an empty session check is that ending, not an expiry.
 */
const sessionEndingPaths: ReadonlySet<string> = new Set(['/api/auth/sign-out', '/api/auth/sign-out-everywhere', '/api/auth/delete-account']);

/** What an ended session leaves in the cache: the session itself and the site's public settings. */
const keptQueryRoots: ReadonlySet<string> = new Set([sessionQueryKey[0], settingsQueryKey[0]]);

const isKept = (query: Query) => keptQueryRoots.has(String(query.queryKey[0]));
const isSessionQuery = (query: Query) => query.queryKey[0] === sessionQueryKey[0] && query.queryKey[1] === sessionQueryKey[1];

function userIdIn(data: unknown): string | null {
  return (data as SessionResponse | undefined)?.user?.id ?? null;
}

export interface SessionExpiryOptions {
  /** The page the person is on, which a new login comes back to. */
  currentPath?: () => string;
}

/**
 * Issue 24: a session that ends while a signed-in page is open (it expired, or "Sair" was used in
 * another tab or device) shows up as a 401 UNAUTHENTICATED from any API call, or as a session check
 * that finds nobody. Either way, once: the cached session becomes the guest's (the header signs
 * out), everything else cached for that person is dropped, and the login modal opens over the same
 * page with a toast saying why. The login comes back to that page (a protected one sends the guest
 * through its guard's `next=`), and every query is fetched again for whoever signed in. A guest
 * never had a session, so a 401 on a public page asks nobody to log in.
 * Returns the function that stops watching.
 */
export function watchSessionExpiry(queryClient: QueryClient, options: SessionExpiryOptions = {}): () => void {
  const currentPath = options.currentPath ?? (() => `${window.location.pathname}${window.location.search}${window.location.hash}`);
  let endingOnPurpose = false;
  let awaitingSignIn = false;
  let lastUserId = userIdIn(queryClient.getQueryData(sessionQueryKey));

  function sessionEnded(): void {
    if (endingOnPurpose || awaitingSignIn) return;
    awaitingSignIn = true;
    queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: null });
    queryClient.removeQueries({ predicate: (query) => !isKept(query) });
    openAuthModal('login', { returnTo: currentPath() });
    toast(sessionEndedToast);
  }

  function onCall(event: ApiCallEvent): void {
    const ending = sessionEndingPaths.has(event.path);
    if (ending && event.type === 'sent') endingOnPurpose = true;
    else if (ending && event.type === 'failed') endingOnPurpose = false;
    else if (event.type === 'failed' && event.error.status === 401 && event.error.code === 'UNAUTHENTICATED') {
      if (userIdIn(queryClient.getQueryData(sessionQueryKey))) sessionEnded();
    }
  }

  const stopListening = listenToApiCalls(onCall);
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isSessionQuery(event.query)) return;
    const userId = userIdIn(event.action.data);
    const previous = lastUserId;
    lastUserId = userId;
    if (userId) {
      endingOnPurpose = false;
      if (!awaitingSignIn) return;
      awaitingSignIn = false;
      void queryClient.invalidateQueries({ predicate: (query) => !isSessionQuery(query) });
      return;
    }
    // The 30-second check (not the app's own write) found the session gone.
    if (previous && !event.action.manual) sessionEnded();
  });

  return () => {
    stopListening();
    stopWatching();
  };
}
