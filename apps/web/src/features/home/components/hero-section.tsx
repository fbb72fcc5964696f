import { ArrowRight, BadgeCheck, Briefcase, ShieldCheck, Star } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { Button } from '../../../components/ui/button.tsx';

/** The work interests of docs/product.md "Spec 3", shown as what the marketplace is for. */
const categories = ['Catálogo', 'Passarela', 'Eventos e feiras', 'Hostess', 'Fotografia', 'Promoções', 'Figuração', 'TV e publicidade'];

export function HeroSection({ onHire }: { onHire: () => void }) {
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden="true"
        className="absolute -top-40 -right-32 -z-10 size-[36rem] rounded-full bg-[radial-gradient(closest-side,rgba(240,50,136,0.22),transparent)]"
      />
      <div
        aria-hidden="true"
        className="absolute top-56 -left-40 -z-10 size-[28rem] rounded-full bg-[radial-gradient(closest-side,rgba(255,156,197,0.28),transparent)]"
      />

      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.1fr_0.9fr] lg:px-8 lg:pt-24 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-xs font-semibold text-brand-700 shadow-sm sm:text-sm">
            <span className="size-1.5 rounded-full bg-brand" aria-hidden="true" />
            Marketplace de moda, eventos e fotografia
          </p>
          <h1 className="mt-5 text-4xl leading-[1.1] font-extrabold tracking-tight text-gray-900 sm:text-5xl lg:text-6xl">
            Onde modelos, contratantes e fotógrafos{' '}
            <span className="bg-gradient-to-r from-brand-600 to-brand-800 bg-clip-text text-transparent">se encontram</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-gray-600">
            Monte seu portfólio, encontre vagas perto de você e feche trabalhos com pagamento protegido. Tudo em um só lugar, do Oiapoque ao Chuí.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link to="/criar-modelo" className={buttonVariants({ size: 'lg' })}>
              Sou modelo
              <ArrowRight className="size-5" aria-hidden="true" />
            </Link>
            <Button variant="outline" size="lg" onClick={onHire}>
              Quero contratar
            </Button>
            <Link to="/vagas" className={buttonVariants({ variant: 'ghost', size: 'lg' })}>
              Ver vagas
            </Link>
          </div>
          <ul className="mt-10 flex flex-wrap gap-2" aria-label="Tipos de trabalho">
            {categories.map((category) => (
              <li key={category} className="rounded-full bg-white px-3 py-1 text-sm text-gray-700 ring-1 ring-gray-200">
                {category}
              </li>
            ))}
          </ul>
        </div>

        <HeroIllustration />
      </div>
    </section>
  );
}

/** Decorative: what the product feels like, drawn with CSS (no image download). */
function HeroIllustration() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden h-[26rem] w-full max-w-md sm:block">
      <div className="absolute inset-x-6 top-4 bottom-10 rotate-3 rounded-[2rem] bg-gradient-to-br from-brand-400 via-brand-500 to-brand-800 shadow-2xl shadow-brand-200" />
      <div className="absolute inset-x-10 top-10 bottom-16 -rotate-2 overflow-hidden rounded-[1.75rem] bg-white shadow-xl">
        <div className="relative h-44 overflow-hidden bg-[linear-gradient(160deg,#ffc7df,#f8649f_55%,#c2185b)]">
          <div className="absolute top-9 left-1/2 size-16 -translate-x-1/2 rounded-full bg-brand-50/90" />
          <div className="absolute -bottom-10 left-1/2 h-28 w-40 -translate-x-1/2 rounded-t-full bg-brand-50/80" />
        </div>
        <div className="space-y-3 p-5">
          <div className="flex items-center gap-2">
            <span className="h-3 w-28 rounded-full bg-gray-800" />
            <BadgeCheck className="size-4 text-brand-600" />
          </div>
          <span className="block h-2.5 w-36 rounded-full bg-gray-200" />
          <div className="flex gap-1 text-amber-400">
            {[0, 1, 2, 3, 4].map((i) => (
              <Star key={i} className="size-4 fill-current" />
            ))}
          </div>
          <div className="flex gap-2 pt-1">
            <span className="h-6 w-16 rounded-full bg-brand-50" />
            <span className="h-6 w-20 rounded-full bg-brand-50" />
            <span className="h-6 w-12 rounded-full bg-brand-50" />
          </div>
        </div>
      </div>
      <div className="absolute top-20 -left-4 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-lg ring-1 ring-gray-100">
        <span className="flex size-9 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Briefcase className="size-5" />
        </span>
        <span className="text-sm">
          <span className="block font-semibold text-gray-900">Nova vaga</span>
          <span className="text-gray-500">Catálogo · São Paulo</span>
        </span>
      </div>
      <div className="absolute right-0 bottom-4 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-lg ring-1 ring-gray-100">
        <span className="flex size-9 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700">
          <ShieldCheck className="size-5" />
        </span>
        <span className="text-sm">
          <span className="block font-semibold text-gray-900">Pagamento protegido</span>
          <span className="text-gray-500">Liberado ao fim do trabalho</span>
        </span>
      </div>
    </div>
  );
}
