import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { queryClient } from './app/query-client.ts';
import { AppRouter } from './app/router.tsx';
import { sessionQueryOptions } from './lib/session/get-session.ts';
import { settingsQueryOptions } from './lib/site-settings/get-settings.ts';

// Ask for the settings and the session before React renders, in parallel with each other and
// with the first page's chunk: the header and protected pages need both, and on a slow phone the
// session otherwise waits for the settings gate to open before it is even requested.
void queryClient.prefetchQuery(settingsQueryOptions);
void queryClient.prefetchQuery(sessionQueryOptions);

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
