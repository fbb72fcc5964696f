import { formatCentavos, type WalletView } from '@passarela/shared';
import { Clock, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { TabHeading } from '../../../components/ui/tab-heading.tsx';
import { useWallet } from '../api/get-wallet.ts';
import { AddBalanceForm } from './add-balance-form.tsx';
import { MyWithdrawals } from './my-withdrawals.tsx';
import { WithdrawForm } from './withdraw-form.tsx';

/** Carteira: balance, money on its way out, adding balance, withdrawing to Pix and the withdrawals. */
export function WalletPanel() {
  const wallet = useWallet();
  return (
    <section aria-labelledby="carteira-titulo" className="grid gap-6">
      <TabHeading id="carteira-titulo" title="Carteira" subtitle="Seu saldo para pagar contratações e o PRO, e receber pelos seus trabalhos." />
      <QueryState query={wallet}>
        {(view) => (
          <>
            <Balances wallet={view} />
            <AddBalanceForm />
            <WithdrawForm balanceCents={view.balance_cents} minCents={view.min_withdrawal_cents} />
            <MyWithdrawals />
          </>
        )}
      </QueryState>
    </section>
  );
}

/** The balance, and beside it what is already on its way to a Pix key. */
function Balances({ wallet }: { wallet: WalletView }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-5 text-white shadow-sm sm:p-6" data-testid="wallet-balance">
        <p className="flex items-center gap-2 text-sm font-medium text-brand-100">
          <Wallet className="size-4" aria-hidden="true" />
          Saldo disponível
        </p>
        <p className="mt-2 text-3xl font-bold tracking-tight tabular-nums">{formatCentavos(wallet.balance_cents)}</p>
        <Link
          to="/dashboard?tab=transactions"
          className="mt-3 inline-block text-sm font-medium text-white underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
        >
          Ver transações
        </Link>
      </div>
      {wallet.pending_withdrawal_cents > 0 && (
        <div className="rounded-2xl border border-amber-200 bg-amber-50 p-5 sm:p-6" data-testid="wallet-pending">
          <p className="flex items-center gap-2 text-sm font-medium text-amber-900">
            <Clock className="size-4" aria-hidden="true" />
            Saques em andamento
          </p>
          <p className="mt-2 text-2xl font-bold text-amber-950 tabular-nums">{formatCentavos(wallet.pending_withdrawal_cents)}</p>
          <p className="mt-1 text-sm text-amber-900">Já saiu do seu saldo e será enviado para a sua chave Pix.</p>
        </div>
      )}
    </div>
  );
}
