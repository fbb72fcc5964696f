import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToasterSlot } from '../components/ui/toaster-slot.tsx';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { queryClient } from './query-client.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToasterSlot />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
