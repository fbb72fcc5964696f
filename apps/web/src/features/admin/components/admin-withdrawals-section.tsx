import { type AdminWithdrawal, type WithdrawalStatus, formatCentavos, pixKeyTypeLabels, withdrawalStatusLabels, withdrawalStatuses } from '@passarela/shared';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { WithdrawalStatusBadge } from '../../../components/ui/withdrawal-status-badge.tsx';
import { formatDateTimeBr } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { type WithdrawalDecision, useAdminWithdrawals, useDecideWithdrawal } from '../api/admin-money-api.ts';
import { decisionCallbacks } from '../lib/decision-toasts.ts';
import { AdminPagedCards } from './admin-cards.tsx';
import { AdminSection } from './admin-section.tsx';
import { AdminSelectFilter } from './admin-select-filter.tsx';
import { ReasonPrompt } from './reason-prompt.tsx';

/** "Saques": the withdrawals to pay by Pix, requested first; paying or refusing asks for a reason (audited). */
export function AdminWithdrawalsSection() {
  const [status, setStatus] = useState<WithdrawalStatus | ''>('requested');
  const withdrawals = useAdminWithdrawals(status || undefined);
  return (
    <AdminSection
      name="withdrawals"
      title="Saques"
      description="Faça o Pix pelo banco da empresa e depois marque o saque como pago. Recusar devolve o valor ao saldo do usuário."
    >
      <AdminSelectFilter label="Situação" allLabel="Todos" values={withdrawalStatuses} labels={withdrawalStatusLabels} value={status} onChange={setStatus} />
      <AdminPagedCards query={withdrawals} emptyText="Nenhum saque aqui." label="Saques">
        {(withdrawal) => <WithdrawalCard key={withdrawal.id} withdrawal={withdrawal} />}
      </AdminPagedCards>
    </AdminSection>
  );
}

const decisionTexts: Record<WithdrawalDecision, { title: string; confirm: string; done: string }> = {
  pay: { title: 'Marcar saque como pago', confirm: 'Marcar como pago', done: 'Saque marcado como pago' },
  refuse: { title: 'Recusar saque', confirm: 'Recusar saque', done: 'Saque recusado; o valor voltou ao saldo do usuário' },
};

function WithdrawalCard({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const decide = useDecideWithdrawal();
  const [deciding, setDeciding] = useState<WithdrawalDecision | null>(null);

  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(withdrawal.pix_key);
      toast({ variant: 'success', title: 'Chave Pix copiada' });
    } catch {
      toast({ variant: 'destructive', title: 'Não foi possível copiar', description: 'Selecione a chave e copie manualmente.' });
    }
  };

  return (
    <li className="rounded-2xl border border-gray-200 bg-white p-4" data-testid="admin-withdrawal" aria-label={`Saque de ${withdrawal.user.name}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-bold text-gray-900 tabular-nums">{formatCentavos(withdrawal.amount_cents)}</p>
        <WithdrawalStatusBadge status={withdrawal.status} />
      </div>
      <p className="text-sm text-gray-700">
        {withdrawal.user.profile_slug ? (
          <Link to={`/perfil/${encodeURIComponent(withdrawal.user.profile_slug)}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            {withdrawal.user.name}
          </Link>
        ) : (
          <span className="font-medium">{withdrawal.user.name}</span>
        )}{' '}
        · <span className="break-all">{withdrawal.user.email}</span>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2 rounded-xl bg-gray-50 px-3 py-2">
        <span className="text-sm text-gray-600">{pixKeyTypeLabels[withdrawal.pix_key_type]}:</span>
        <code className="text-sm font-semibold break-all text-gray-900" data-testid="admin-withdrawal-key">
          {withdrawal.pix_key}
        </code>
        <Button variant="ghost" size="sm" onClick={() => void copyKey()} aria-label={`Copiar chave Pix de ${withdrawal.user.name}`}>
          <Copy className="size-4" aria-hidden="true" />
          Copiar
        </Button>
      </div>
      <p className="mt-2 text-xs text-gray-500">
        Pedido em {formatDateTimeBr(withdrawal.created_at)}
        {withdrawal.decided_at && ` · decidido em ${formatDateTimeBr(withdrawal.decided_at)}`}
      </p>
      {withdrawal.reason && <p className="mt-1 text-sm text-gray-700">Motivo: {withdrawal.reason}</p>}
      {withdrawal.status === 'requested' && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setDeciding('pay')}>
            Marcar como pago
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDeciding('refuse')}>
            Recusar
          </Button>
        </div>
      )}
      {deciding && (
        <ReasonPrompt
          title={decisionTexts[deciding].title}
          confirmLabel={decisionTexts[deciding].confirm}
          isPending={decide.isPending}
          onClose={() => setDeciding(null)}
          onConfirm={(reason) =>
            decide.mutate(
              { id: withdrawal.id, decision: deciding, reason },
              decisionCallbacks(decisionTexts[deciding].done, () => setDeciding(null)),
            )
          }
        />
      )}
    </li>
  );
}
