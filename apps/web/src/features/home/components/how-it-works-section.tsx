import { Building2, Camera, Sparkles, type LucideIcon } from 'lucide-react';

interface Audience {
  key: string;
  icon: LucideIcon;
  title: string;
  steps: ReadonlyArray<{ title: string; text: string }>;
}

const audiences: readonly Audience[] = [
  {
    key: 'model',
    icon: Sparkles,
    title: 'Para modelos',
    steps: [
      { title: 'Crie seu perfil', text: 'Cadastre-se grátis com suas fotos, medidas, cidade e interesses de trabalho.' },
      { title: 'Candidate-se às vagas', text: 'Encontre trabalhos de catálogo, eventos, passarela e fotografia perto de você.' },
      { title: 'Receba com segurança', text: 'O cachê fica protegido pela plataforma e cai na sua carteira quando o trabalho termina.' },
    ],
  },
  {
    key: 'contractor',
    icon: Building2,
    title: 'Para contratantes e agências',
    steps: [
      { title: 'Publique sua vaga', text: 'Descreva o trabalho, a data, o local e o cachê em poucos minutos.' },
      { title: 'Escolha o perfil ideal', text: 'Filtre modelos por cidade, aparência e interesses, e receba candidaturas.' },
      { title: 'Contrate e avalie', text: 'Feche a contratação, pague por Pix, boleto ou cartão e avalie o trabalho.' },
    ],
  },
  {
    key: 'photographer',
    icon: Camera,
    title: 'Para fotógrafos',
    steps: [
      { title: 'Mostre seu portfólio', text: 'Monte um perfil com seus melhores ensaios e especialidades.' },
      { title: 'Encontre modelos para ensaios', text: 'Publique vagas para seus projetos e receba modelos interessadas da sua região.' },
      { title: 'Seja contratado', text: 'Receba propostas de marcas e agências e construa sua reputação com avaliações.' },
    ],
  },
];

export function HowItWorksSection() {
  return (
    <section id="como-funciona" aria-labelledby="como-funciona-titulo" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="como-funciona-titulo" className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
            Como funciona
          </h2>
          <p className="mt-4 text-lg leading-8 text-gray-600">Três passos para cada lado do trabalho, do primeiro contato ao pagamento.</p>
        </div>
        <div className="mt-12 grid gap-6 lg:grid-cols-3">
          {audiences.map((audience) => {
            const Icon = audience.icon;
            return (
              <article key={audience.key} className="rounded-3xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
                <div className="flex items-center gap-3">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-brand-600 text-white">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="text-lg font-bold text-gray-900">{audience.title}</h3>
                </div>
                <ol className="mt-6 grid gap-5">
                  {audience.steps.map((step, index) => (
                    <li key={step.title} className="flex gap-4">
                      <span
                        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700"
                        aria-hidden="true"
                      >
                        {index + 1}
                      </span>
                      <div>
                        <p className="font-semibold text-gray-900">{step.title}</p>
                        <p className="mt-1 text-sm leading-6 text-gray-600">{step.text}</p>
                      </div>
                    </li>
                  ))}
                </ol>
              </article>
            );
          })}
        </div>
      </div>
    </section>
  );
}
