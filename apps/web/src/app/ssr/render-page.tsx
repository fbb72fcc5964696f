import { AsyncLocalStorage } from 'node:async_hooks';
import { text } from 'node:stream/consumers';
import { type QueryClient, dehydrate } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { type ApiTransport, setApiTransport } from '../../lib/api-transport.ts';
import { AppProviders } from '../providers.tsx';
import { createQueryClient } from '../query-client.ts';
import { type RouteHandle, appRoutes } from '../router.tsx';
import { fetchQueriesTheRenderAskedFor } from './fetch-rendered-queries.ts';
import { serializeServerState } from './server-rendered-state.ts';

export interface PageRequest {
  /** The page's absolute URL. */
  url: string;
  /** Answers the API calls the page makes, as the visitor (the server passes its own router). */
  fetchApi: ApiTransport;
  /** Told of each error a part of the page met while rendering (that part is then rendered by the browser). */
  onError: (error: unknown) => void;
}

export interface RenderedPage {
  /** The markup that goes inside #root. */
  appHtml: string;
  /** JSON for the state script (server-rendered-state.ts). */
  stateJson: string;
  /** Source modules of the page's lazy routes (RouteHandle.module), for the server to preload their chunks. */
  modules: string[];
}

/**
 * Renders a page at most this many more times after the first: each pass fetches what the last
 * one asked for (a page's data, then what that data leads to, such as a contractor's jobs).
 */
const MAX_EXTRA_PASSES = 3;

const handler = createStaticHandler(appRoutes);
const currentRequestTransport = new AsyncLocalStorage<ApiTransport>();

// Every API call made while a page renders belongs to that page's visitor: one transport per render.
setApiTransport((path, init) => {
  const transport = currentRequestTransport.getStore();
  if (!transport) return Promise.reject(new Error(`API call outside a server render: ${path}`));
  return transport(path, init);
});

/**
 * The public page at `url` rendered with its data, or null when the browser should render it
 * itself (a signed-in page, a redirect). The data is fetched by rendering: each pass lets the
 * components ask for their queries, the pending ones are fetched, and the page is rendered again,
 * so a page renders on the server exactly as its components fetch in the browser, with no list of
 * queries per page to keep in step.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage | null> {
  return currentRequestTransport.run(request.fetchApi, async () => {
    const context = await handler.query(new Request(request.url));
    if (context instanceof Response) return null;
    // A route that failed on the server (its code would not load) is left to the browser, which may well succeed.
    if (context.errors) {
      for (const error of Object.values(context.errors)) request.onError(error);
      return null;
    }
    const leaf = context.matches.at(-1);
    if (!(leaf?.route.handle as RouteHandle | undefined)?.serverRendered) return null;

    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = createQueryClient({ onServer: true });
    const page = (
      <StrictMode>
        <AppProviders client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>
    );

    let appHtml = await renderToHtml(page, request.onError);
    for (let pass = 0; pass < MAX_EXTRA_PASSES; pass++) {
      const fetched = await fetchQueriesTheRenderAskedFor(queryClient);
      if (fetched === 0 && !hasLateParts(appHtml)) break;
      appHtml = await renderToHtml(page, request.onError);
    }
    const modules = context.matches.flatMap((match) => (match.route.handle as RouteHandle | undefined)?.module ?? []);
    return { appHtml, stateJson: serverState(queryClient, context), modules };
  });
}

function serverState(queryClient: QueryClient, context: { loaderData: unknown; actionData: unknown; errors: unknown }): string {
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  const router = { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors } as Parameters<typeof serializeServerState>[0]['router'];
  return serializeServerState({ router, queries });
}

/**
 * A part React writes after the rest is moved in place by an inline script, which the CSP forbids.
 * React does so for a part that finished late, or that comes after a chunk of progressiveChunkSize
 * bytes (below): a further pass writes it in place.
 */
function hasLateParts(html: string): boolean {
  return html.includes('<template id="B:');
}

/** The whole page, lazy parts included (prerender waits for every Suspense boundary). */
async function renderToHtml(element: ReactNode, onError: (error: unknown) => void): Promise<string> {
  // The page goes out whole (prerender waits for all of it), so there is no chunk to split it into;
  // React would otherwise move every part after the first 12.8 KB into place with inline scripts.
  const { prelude } = await prerenderToNodeStream(element, { onError, progressiveChunkSize: Number.POSITIVE_INFINITY });
  return text(prelude);
}
