// First, for its effect: zod reads this setting as each schema module loads (lib/zod-without-eval.ts).
// oxlint-disable-next-line import/no-unassigned-import
import './lib/zod-without-eval.ts';
import { hydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { AppRouter, appRoutes, createAppRouter } from './app/router.tsx';
import { loadMatchedRoutes } from './app/ssr/load-matched-routes.ts';
import { readServerState } from './app/ssr/server-rendered-state.ts';
import { sessionQueryOptions } from './lib/session/get-session.ts';
import { watchSessionExpiry } from './lib/session/session-expiry.ts';
import { settingsQueryOptions } from './lib/site-settings/get-settings.ts';

const queryClient = createQueryClient();
// One place for a session that ends under a signed-in page: any call's 401 signs the page out and
// asks for the login there (lib/session/session-expiry.ts).
watchSessionExpiry(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html');

const serverState = readServerState(document);
if (serverState) {
  // The server rendered this page: its data is here, and its route's code loads before React takes
  // the markup over, so the first render in the browser is the server's, without a fetch.
  // Not a top-level await: one anywhere turns off the bundler's merging of small shared chunks
  // into the entry, and the home page then fetches some twenty more files (bench/page-weight.ts).
  // Each step after a module has run starts a task of its own: the entry's modules, the page's,
  // the cache and the router in one task were too long for a phone (docs/architecture.md).
  void (async () => {
    await nextTask();
    hydrate(queryClient, serverState.queries);
    await loadMatchedRoutes(appRoutes, window.location);
    await nextTask();
    // In a transition React hydrates in slices of a few milliseconds and lets the browser paint and
    // answer taps between them, instead of one task as long as the whole page: on a mid-range phone
    // that one task is what Lighthouse counts as blocking time (docs/architecture.md, "Speed on a phone").
    startTransition(() => {
      hydrateRoot(container, app(createAppRouter(serverState.router), <MarkHydrated />));
    });
  })();
} else {
  // Ask for the settings and the session before React renders, in parallel with each other and
  // with the first page's chunk: the header and protected pages need both, and on a slow phone the
  // session otherwise waits for the settings gate to open before it is even requested.
  void queryClient.prefetchQuery(settingsQueryOptions);
  void queryClient.prefetchQuery(sessionQueryOptions);
  createRoot(container).render(app(createAppRouter()));
}

/** Lets the browser paint and answer taps before the next step. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function app(router: ReturnType<typeof createAppRouter>, extra?: ReactNode) {
  return (
    <StrictMode>
      <AppProviders client={queryClient}>
        <AppRouter router={router} />
        {extra}
      </AppProviders>
    </StrictMode>
  );
}

/** Runs once React has taken the server's markup over: its controls answer taps from then on (styles.css). */
function MarkHydrated() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('data-hydrating');
  }, []);
  return null;
}
