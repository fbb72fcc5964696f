import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { queryClient } from './app/query-client.ts';
import { AppRouter } from './app/router.tsx';
import { settingsQueryOptions } from './features/settings/api/get-settings.ts';

// Ask for the settings before React renders, in parallel with the first page's chunk.
void queryClient.prefetchQuery(settingsQueryOptions);

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
