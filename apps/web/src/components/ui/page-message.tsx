import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/** A page that has nothing else to show: an icon, its heading and what to do next ('Vaga não encontrada'). */
export function PageMessage({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
      <h1 className="mt-4 text-2xl font-bold text-gray-900">{title}</h1>
      {children}
    </div>
  );
}

/** A page whose one item could not be loaded: the API's message and 'Tentar novamente'. */
export function PageLoadFailed({ title, message, onRetry, isRetrying }: { title: string; message?: string; onRetry: () => void; isRetrying: boolean }) {
  return (
    <PageMessage title={title} icon={<TriangleAlert className="size-6" aria-hidden="true" />}>
      <p className="mt-2 text-gray-600">{message}</p>
      <Button className="mt-6" onClick={onRetry} isLoading={isRetrying}>
        Tentar novamente
      </Button>
    </PageMessage>
  );
}
