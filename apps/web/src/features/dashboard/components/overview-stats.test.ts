import { describe, expect, it } from 'vitest';
import { overviewCards } from './overview-stats.tsx';

const contracts = { awaiting_payment: 1, funded: 1, completed: 3, cancelled: 0, disputed: 0 };

describe('overviewCards', () => {
  it('gives a model her applications in progress, proposals, contracts, rating and unread count, each with its tab', () => {
    const cards = overviewCards({
      role: 'model',
      applications: { pending: 2, shortlisted: 1, rejected: 1, hired: 0, withdrawn: 0 },
      applications_in_progress: 3,
      proposals_pending: 1,
      contracts,
      rating: { average: 4.5, count: 2 },
      unread_notifications: 4,
    });
    expect(cards.map((card) => [card.label, card.value, card.to])).toEqual([
      ['Candidaturas em andamento', '3', '/dashboard?tab=applications'],
      ['Propostas aguardando resposta', '1', '/dashboard?tab=proposals'],
      ['Contratos em andamento', '2', '/dashboard?tab=proposals'],
      ['Sua avaliação', '4,5', '/dashboard?tab=reviews'],
      ['Notificações não lidas', '4', undefined],
    ]);
  });

  it('gives a hirer jobs, new applicants, proposals sent and contracts; no rating shows a dash', () => {
    const cards = overviewCards({
      role: 'hirer',
      jobs: { draft: 1, open: 2, closed: 0, filled: 1, cancelled: 0 },
      new_applicants: 5,
      proposals_pending_sent: 0,
      contracts,
      rating: { average: null, count: 0 },
      unread_notifications: 0,
    });
    expect(cards.map((card) => [card.label, card.value, card.to])).toEqual([
      ['Vagas abertas', '2', '/dashboard?tab=my-jobs'],
      ['Novos candidatos', '5', '/dashboard?tab=my-jobs'],
      ['Propostas aguardando resposta', '0', '/dashboard?tab=my-contracts'],
      ['Contratos em andamento', '2', '/dashboard?tab=my-contracts'],
      ['Sua avaliação', '–', '/dashboard?tab=reviews'],
      ['Notificações não lidas', '0', undefined],
    ]);
    expect(cards[4]?.detail).toBe('Nenhuma avaliação ainda');
  });
});
