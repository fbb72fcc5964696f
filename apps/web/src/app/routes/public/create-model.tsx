import { BadgeCheck, Camera, CircleCheck, Eye, Lock, MapPin, ShieldCheck, Star, Wallet, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { usePageTitle } from '../../../features/settings/hooks/use-page-title.ts';

interface Point {
  icon: LucideIcon;
  title: string;
  text: string;
}

const reasons: readonly Point[] = [
  {
    icon: Camera,
    title: 'Um portfólio que trabalha por você',
    text: 'Suas melhores fotos, aparência, perfil físico e interesses em uma página só, fácil de compartilhar.',
  },
  { icon: MapPin, title: 'Vagas perto de você', text: 'Catálogo, eventos, feiras, passarela, figuração e fotografia, filtrados pela sua cidade.' },
  { icon: Star, title: 'Reputação que cresce', text: 'Cada trabalho concluído rende avaliações que ajudam você a ser escolhida de novo.' },
];

const safety: readonly Point[] = [
  { icon: Lock, title: 'Seu WhatsApp fica protegido', text: 'Seu número não aparece no perfil público: só quem fechar um trabalho com você tem acesso.' },
  { icon: Wallet, title: 'Cachê garantido', text: 'O contratante paga à plataforma antes do trabalho; o valor cai na sua carteira quando ele termina.' },
  {
    icon: ShieldCheck,
    title: 'Contratantes identificados',
    text: 'Só contas com email confirmado publicam vagas e fazem propostas, e cada trabalho gera avaliações visíveis.',
  },
];

const steps: ReadonlyArray<{ title: string; text: string }> = [
  { title: 'Crie seu perfil grátis', text: 'Dez passos rápidos: seus dados, cidade, WhatsApp, Instagram, aparência, interesses e uma foto.' },
  { title: 'Confirme seu email', text: 'Enviamos um link para ativar sua conta e liberar as candidaturas.' },
  { title: 'Candidate-se e feche trabalhos', text: 'Candidate-se às vagas ou receba propostas direto no seu perfil.' },
];

/** Where every CTA goes: the register wizard, which starts as 'Modelo' (its default account type). */
const registerUrl = '/cadastro?mode=register';

/** /criar-modelo: the model registration landing page (minimal layout). */
export function Component() {
  usePageTitle('Seja modelo', 'Crie seu perfil de modelo grátis e encontre trabalhos em todo o Brasil.');
  return (
    <div className="w-full">
      <section className="mx-auto w-full max-w-3xl px-4 pt-8 pb-12 sm:px-6 sm:pt-14">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Para modelos</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-gray-900 sm:text-5xl">Seu próximo trabalho começa com um bom perfil</h1>
        <p className="mt-5 text-lg leading-8 text-gray-600">
          Crie seu perfil grátis em poucos minutos e seja encontrada por agências, marcas e fotógrafos de todo o Brasil.
        </p>
        <CallToAction />
        <p className="mt-4 flex items-center gap-2 text-sm text-gray-600">
          <BadgeCheck className="size-4 text-brand-600" aria-hidden="true" />
          Cadastro gratuito. Sem mensalidade para começar.
        </p>
      </section>

      <PointsSection id="por-que" title="Por que entrar" points={reasons} />
      <PointsSection id="seguranca" title="Sua segurança em primeiro lugar" points={safety} tinted />

      <section aria-labelledby="como-funciona-modelo" className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
        <h2 id="como-funciona-modelo" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          Como funciona
        </h2>
        <ol className="mt-6 grid gap-4">
          {steps.map((step, index) => (
            <li key={step.title} className="flex items-start gap-4">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-gray-900">{step.title}</h3>
                <p className="mt-1 text-gray-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className="bg-brand-600 px-4 py-12 text-center text-white sm:px-6">
        <Eye className="mx-auto size-8 opacity-90" aria-hidden="true" />
        <h2 className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">Pronta para ser vista?</h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-50">Quanto antes seu perfil estiver no ar, antes os contratantes encontram você.</p>
        <div className="mt-6 flex justify-center">
          <Link to={registerUrl} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
            <CircleCheck className="size-5" aria-hidden="true" />
            Criar meu perfil grátis
          </Link>
        </div>
      </section>
    </div>
  );
}

function CallToAction() {
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row">
      <Link to={registerUrl} className={buttonVariants({ size: 'lg' })}>
        <CircleCheck className="size-5" aria-hidden="true" />
        Criar meu perfil grátis
      </Link>
      <Link to="/cadastro?mode=login" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
        Já tenho conta
      </Link>
    </div>
  );
}

function PointsSection({ id, title, points, tinted = false }: { id: string; title: string; points: readonly Point[]; tinted?: boolean }) {
  return (
    <section aria-labelledby={id} className={tinted ? 'bg-brand-50/60 py-12' : 'py-12'}>
      <div className="mx-auto w-full max-w-3xl px-4 sm:px-6">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          {title}
        </h2>
        <ul className="mt-6 grid gap-4">
          {points.map((point) => {
            const Icon = point.icon;
            return (
              <li key={point.title} className="flex items-start gap-4 rounded-2xl bg-white p-5 ring-1 ring-gray-200">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold text-gray-900">{point.title}</h3>
                  <p className="mt-1 text-gray-600">{point.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
