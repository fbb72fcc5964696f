import { formatRatingAverage, type OverviewResponse, reviewCountText } from '@passarela/shared';
import { Bell, BriefcaseBusiness, FileSignature, Handshake, type LucideIcon, Send, Star, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';

interface StatCard {
  key: string;
  icon: LucideIcon;
  label: string;
  value: string;
  detail?: string;
  /** The tab it opens; none for the notifications (the bell holds them). */
  to?: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The cards of "Visão Geral" for the caller's role, each linking to its tab. */
export function overviewCards(data: OverviewResponse): StatCard[] {
  const contractsActive = data.contracts.awaiting_payment + data.contracts.funded + data.contracts.disputed;
  const rating: StatCard = {
    key: 'rating',
    icon: Star,
    label: 'Sua avaliação',
    value: data.rating.count > 0 && data.rating.average !== null ? formatRatingAverage(data.rating.average) : '–',
    detail: data.rating.count > 0 ? reviewCountText(data.rating.count) : 'Nenhuma avaliação ainda',
    to: '/dashboard?tab=reviews',
  };
  const unread: StatCard = {
    key: 'notifications',
    icon: Bell,
    label: 'Notificações não lidas',
    value: String(data.unread_notifications),
    detail: 'No sino, no topo da página',
  };
  if (data.role === 'model') {
    return [
      {
        key: 'applications',
        icon: Send,
        label: 'Candidaturas em andamento',
        value: String(data.applications_in_progress),
        detail: `${plural(data.applications.hired, 'contratada', 'contratadas')} · ${plural(data.applications.rejected, 'recusada', 'recusadas')}`,
        to: '/dashboard?tab=applications',
      },
      { key: 'proposals', icon: Handshake, label: 'Propostas aguardando resposta', value: String(data.proposals_pending), to: '/dashboard?tab=proposals' },
      {
        key: 'contracts',
        icon: FileSignature,
        label: 'Contratos em andamento',
        value: String(contractsActive),
        detail: plural(data.contracts.completed, 'concluído', 'concluídos'),
        to: '/dashboard?tab=proposals',
      },
      rating,
      unread,
    ];
  }
  return [
    {
      key: 'jobs',
      icon: BriefcaseBusiness,
      label: 'Vagas abertas',
      value: String(data.jobs.open),
      detail: `${plural(data.jobs.draft, 'rascunho', 'rascunhos')} · ${plural(data.jobs.filled + data.jobs.closed, 'encerrada', 'encerradas')}`,
      to: '/dashboard?tab=my-jobs',
    },
    {
      key: 'applicants',
      icon: UserPlus,
      label: 'Novos candidatos',
      value: String(data.new_applicants),
      detail: 'Nas suas vagas abertas',
      to: '/dashboard?tab=my-jobs',
    },
    {
      key: 'proposals',
      icon: Handshake,
      label: 'Propostas aguardando resposta',
      value: String(data.proposals_pending_sent),
      to: '/dashboard?tab=my-contracts',
    },
    {
      key: 'contracts',
      icon: FileSignature,
      label: 'Contratos em andamento',
      value: String(contractsActive),
      detail: plural(data.contracts.completed, 'concluído', 'concluídos'),
      to: '/dashboard?tab=my-contracts',
    },
    rating,
    unread,
  ];
}

export function OverviewStats({ data }: { data: OverviewResponse | undefined }) {
  return (
    <section aria-labelledby="seus-numeros">
      <h3 id="seus-numeros" className="text-lg font-semibold text-gray-900">
        Seus números
      </h3>
      {data ? (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {overviewCards(data).map((card) => {
            const body = (
              <>
                <card.icon className="size-5 text-brand-600" aria-hidden="true" />
                <span className="mt-2 block text-2xl font-bold text-gray-900">{card.value}</span>
                <span className="block text-sm font-medium text-gray-800">{card.label}</span>
                {card.detail && <span className="mt-0.5 block text-xs text-gray-500">{card.detail}</span>}
              </>
            );
            const className = 'block h-full rounded-2xl border border-gray-200 bg-white p-4 shadow-sm';
            return (
              <li key={card.key}>
                {card.to ? (
                  <Link
                    to={card.to}
                    className={cn(
                      className,
                      'transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
                    )}
                  >
                    {body}
                  </Link>
                ) : (
                  <div className={className}>{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="mt-3 h-28 animate-pulse rounded-2xl bg-gray-100" aria-hidden="true" />
      )}
    </section>
  );
}
