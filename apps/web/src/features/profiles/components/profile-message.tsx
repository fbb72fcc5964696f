import { UserRoundX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { cn } from '../../../lib/cn.ts';

/** The profile page's messages (spec): no slug, not found, or a failed lookup (in red). */
export function ProfileMessage({ message, isError = false }: { message: string; isError?: boolean }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <UserRoundX className="size-8" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">Perfil</h1>
      <p role={isError ? 'alert' : undefined} className={cn('mt-4 text-base leading-7', isError ? 'font-medium text-red-700' : 'text-gray-600')}>
        {message}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/modelos" className={buttonVariants({ size: 'lg' })}>
          Ver modelos
        </Link>
        <Link to="/" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Voltar para o início
        </Link>
      </div>
    </section>
  );
}
