import { RotateCcw, TriangleAlert } from 'lucide-react';
import { Button } from '../ui/button.tsx';

/**
 * Shown by the root route's errorElement and by the top-level error boundary, so it depends on
 * nothing that might be broken (no router, no settings). 'Tentar Novamente' does a full page load
 * of '/', dropping whatever state caused the error.
 */
export function ErrorFallback({ error }: { error?: unknown }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-16 text-center">
      <img src="/logo.svg" alt="" width={182} height={36} className="mb-10 h-9 w-auto" />
      <span className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
        <TriangleAlert className="size-8" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">Ops! Algo deu um tropeção...</h1>
      <p className="mt-4 max-w-md text-base leading-7 text-gray-600">
        A Passarela está em fase beta e alguns erros ainda podem acontecer. Tente de novo em instantes; se o problema continuar,{' '}
        <a href="/contato" className="font-medium text-brand-700 underline underline-offset-2">
          fale com a gente
        </a>
        .
      </p>
      <Button size="lg" className="mt-8" onClick={() => window.location.assign('/')}>
        <RotateCcw className="size-5" aria-hidden="true" />
        Tentar Novamente
      </Button>
      {import.meta.env.DEV && error instanceof Error && (
        <pre className="mt-10 max-w-2xl overflow-x-auto rounded-lg bg-gray-900 p-4 text-left text-xs text-gray-100">{error.stack ?? error.message}</pre>
      )}
    </main>
  );
}
