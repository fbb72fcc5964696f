import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';

export function PageNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <SearchX className="size-8" aria-hidden="true" />
      </span>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Erro 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">Página não encontrada</h1>
      <p className="mt-4 text-base leading-7 text-gray-600">O endereço que você acessou não existe, mudou de lugar ou foi removido.</p>
      <Link to="/" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        Voltar para o início
      </Link>
    </section>
  );
}
