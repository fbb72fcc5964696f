import { cn } from '../../lib/cn.ts';
import { Spinner } from './spinner.tsx';

/** Centered spinner + 'Carregando...' (spec), used while a page or the session loads. */
export function PageSpinner({ fullPage = false, className }: { fullPage?: boolean; className?: string }) {
  return (
    // <output> is a polite live region (role status): screen readers hear 'Carregando...'.
    <output
      aria-live="polite"
      className={cn('flex flex-col items-center justify-center gap-3 text-gray-600', fullPage ? 'min-h-dvh' : 'min-h-[50vh] py-16', className)}
    >
      <Spinner className="size-8 text-brand" />
      <span className="text-sm font-medium">Carregando...</span>
    </output>
  );
}

export function FullPageSpinner() {
  return <PageSpinner fullPage />;
}
