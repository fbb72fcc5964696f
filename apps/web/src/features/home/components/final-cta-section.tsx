import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { Button } from '../../../components/ui/button.tsx';

export function FinalCtaSection({ onRegister }: { onRegister: () => void }) {
  return (
    <section className="bg-white px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 px-6 py-14 text-center shadow-xl sm:px-12 sm:py-20">
        <div aria-hidden="true" className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-white/10" />
        <div aria-hidden="true" className="absolute -bottom-32 -left-20 -z-10 size-80 rounded-full bg-white/10" />
        <h2 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">Pronto para o seu próximo trabalho?</h2>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-brand-50">
          Crie sua conta grátis e comece hoje mesmo, seja para trabalhar ou para contratar.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button variant="inverse" size="lg" onClick={onRegister}>
            Criar conta grátis
          </Button>
          <Link to="/vagas" className={buttonVariants({ variant: 'inverse-outline', size: 'lg' })}>
            Ver vagas abertas
          </Link>
        </div>
      </div>
    </section>
  );
}
