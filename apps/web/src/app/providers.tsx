import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToasterSlot } from '../components/ui/toaster-slot.tsx';
import { AppErrorBoundary } from './app-error-boundary.tsx';

/** The app-wide providers; the query client is the browser's one, or the server renderer's for one page. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={client}>
        {children}
        <ToasterSlot />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
