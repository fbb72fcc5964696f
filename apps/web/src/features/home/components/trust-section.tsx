import { BadgeCheck, Lock, MessageCircleHeart, ShieldCheck, type LucideIcon } from 'lucide-react';

const promises: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: ShieldCheck,
    title: 'Pagamento protegido',
    text: 'O valor do trabalho fica reservado na plataforma e só é liberado para a modelo quando o serviço é concluído.',
  },
  {
    icon: BadgeCheck,
    title: 'Perfis verificados',
    text: 'Perfis conferidos pela nossa equipe ganham um selo, para você saber com quem está falando.',
  },
  {
    icon: MessageCircleHeart,
    title: 'Avaliações de verdade',
    text: 'Só avalia quem trabalhou junto, e as notas aparecem depois que os dois lados respondem.',
  },
  {
    icon: Lock,
    title: 'Seu WhatsApp protegido',
    text: 'Seu número só aparece para quem fechou um trabalho com você.',
  },
];

export function TrustSection() {
  return (
    <section aria-labelledby="seguranca-titulo" className="bg-gray-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Confiança</p>
          <h2 id="seguranca-titulo" className="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
            Segurança em cada etapa
          </h2>
          <p className="mt-4 text-lg leading-8 text-gray-600">Trabalhar com gente nova não precisa ser um salto no escuro.</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {promises.map((promise) => {
            const Icon = promise.icon;
            return (
              <li key={promise.title} className="rounded-2xl bg-white p-6 ring-1 ring-gray-200">
                <Icon className="size-7 text-brand-600" aria-hidden="true" />
                <h3 className="mt-4 font-semibold text-gray-900">{promise.title}</h3>
                <p className="mt-2 text-sm leading-6 text-gray-600">{promise.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
