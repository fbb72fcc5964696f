import { ShieldCheck } from 'lucide-react';
import type { SafetyTipsMoment } from '@passarela/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { SessionUser } from '../../../lib/session/use-session.ts';
import { useMarkSafetyTipsSeen } from '../api/mark-safety-tips-seen.ts';

const contents: Record<SafetyTipsMoment, { title: string; rules: string[] }> = {
  conversation: {
    title: 'Antes de conversar: dicas de segurança',
    rules: [
      'Nunca pague para conseguir um trabalho: nenhuma vaga séria cobra taxa, book ou curso.',
      'Telefone, WhatsApp e redes sociais só aparecem depois que o contrato é pago pela plataforma. Desconfie de quem insiste em falar por fora.',
      'Pedido de dinheiro, de fotos íntimas ou de segredo? Não responda e use "Denunciar".',
    ],
  },
  hired: {
    title: 'Nova contratação: antes do trabalho',
    rules: [
      'O pagamento fica retido pela Passarela e só é liberado quando o trabalho termina. Não aceite combinar pagamento por fora.',
      'Leve alguém com você e prefira locais públicos ou estúdios conhecidos. Conte a uma pessoa de confiança onde e quando vai ser.',
      'Confira na proposta a data, o local, o figurino e o uso das imagens. O que não foi combinado você pode recusar.',
      'Algo estranho? Saia do local, use "Denunciar" ou fale com a equipe.',
    ],
  },
};

/**
 * The short safety card a model sees the first time she opens a conversation and the first time
 * she is hired: a few rules, the link to the whole page, and 'Entendi', which hides it for good for
 * her account, on every device (the session's `safety_tips_seen`). A region with a heading in the
 * page's flow, never a modal: she can read the thread or the contract beside it.
 */
export function FirstRunSafetyCard({
  user,
  moment,
  headingLevel: Heading = 'h2',
  className,
}: {
  user: SessionUser;
  moment: SafetyTipsMoment;
  /** h3 inside a dashboard tab (its title is the h2). */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}) {
  const headingId = useId();
  const markSeen = useMarkSafetyTipsSeen();
  // Gone for this page even if the call fails (offline): the account remembers it next time it can.
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || user.safety_tips_seen[moment]) return null;
  const { title, rules } = contents[moment];
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-2xl bg-sky-50 p-4 text-sm text-sky-950 ring-1 ring-sky-200', className)}
      data-testid="safety-tips-card"
    >
      <Heading id={headingId} className="flex items-center gap-2 text-base font-semibold">
        <ShieldCheck className="size-5 shrink-0 text-sky-700" aria-hidden="true" />
        {title}
      </Heading>
      <ul className="mt-2 grid list-disc gap-1 pl-5 marker:text-sky-600">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button size="sm" onClick={() => {
            setDismissed(true);
            markSeen.mutate(moment);
          }}>
          Entendi
        </Button>
        <Link to="/seguranca" className="font-semibold text-sky-800 underline underline-offset-4 hover:text-sky-950">
          Dicas de segurança
        </Link>
      </div>
    </section>
  );
}
