import { WifiOff } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

export function PageLoadError({ message, onRetry, isRetrying }: { message: string; onRetry: () => void; isRetrying: boolean }) {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-gray-100 text-gray-600">
        <WifiOff className="size-8" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">Não foi possível carregar esta página</h1>
      <p className="mt-4 text-base leading-7 text-gray-600">{message}</p>
      <Button size="lg" className="mt-8" onClick={onRetry} isLoading={isRetrying}>
        Tentar novamente
      </Button>
    </section>
  );
}
