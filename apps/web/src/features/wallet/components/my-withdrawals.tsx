import { formatCentavos, pixKeyTypeLabels } from '@passarela/shared';
import { Button } from '../../../components/ui/button.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { WithdrawalStatusBadge } from '../../../components/ui/withdrawal-status-badge.tsx';
import { formatDateTimeBr } from '../../../lib/format-date.ts';
import { useMyWithdrawals } from '../api/get-withdrawals.ts';

/** 'Meus saques': every withdrawal with its state, the key masked, and the reason of a refusal. */
export function MyWithdrawals() {
  const withdrawals = useMyWithdrawals();
  return (
    <SettingsCard title="Meus saques" description="Acompanhe seus pedidos de saque.">
      {withdrawals.isPending ? (
        <Spinner className="size-6" />
      ) : withdrawals.isError ? (
        <div role="alert" className="grid gap-3">
          <p className="text-sm text-red-700">{withdrawals.error.message}</p>
          <Button variant="outline" className="justify-self-start" onClick={() => void withdrawals.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : withdrawals.data.items.length === 0 ? (
        <p className="text-sm text-gray-600">Você ainda não pediu nenhum saque.</p>
      ) : (
        <ul className="divide-y divide-gray-100" aria-label="Meus saques">
          {withdrawals.data.items.map((withdrawal) => (
            <li key={withdrawal.id} data-testid="my-withdrawal" className="grid gap-1 py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-gray-900 tabular-nums">{formatCentavos(withdrawal.amount_cents)}</span>
                <WithdrawalStatusBadge status={withdrawal.status} />
              </div>
              <p className="text-sm break-all text-gray-600">
                {pixKeyTypeLabels[withdrawal.pix_key_type]}: {withdrawal.pix_key}
              </p>
              <p className="text-xs text-gray-500">
                Pedido em {formatDateTimeBr(withdrawal.created_at)}
                {withdrawal.decided_at && ` · ${withdrawal.status === 'paid' ? 'Pago' : 'Recusado'} em ${formatDateTimeBr(withdrawal.decided_at)}`}
              </p>
              {withdrawal.status === 'refused' && withdrawal.reason && (
                <p className="text-sm text-red-700">Motivo: {withdrawal.reason}. O valor voltou para o seu saldo.</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </SettingsCard>
  );
}
