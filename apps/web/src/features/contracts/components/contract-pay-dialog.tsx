import { type ContractView, formatCentavos, formatReais } from '@passarela/shared';
import { Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { startPayment } from '../../../lib/start-payment.ts';
import { toast } from '../../../lib/toast.ts';
import { useFundContractWithWallet } from '../api/contract-money.ts';

/**
 * 'Pagar' on a contract awaiting payment: from the wallet (when the balance covers it) or through
 * the payment modal. Either way the money is held until the work is done.
 */
export function ContractPayDialog({ contract, open, onOpenChange }: { contract: ContractView; open: boolean; onOpenChange: (open: boolean) => void }) {
  const session = useSession();
  const fund = useFundContractWithWallet();
  const balanceReais = session.user?.wallet_balance ?? 0;
  // The session keeps reais with 2 decimals: compare in centavos.
  const balanceCents = Math.round(balanceReais * 100);
  const enough = balanceCents >= contract.amount_cents;

  const payWithWallet = () =>
    fund.mutate(
      { id: contract.id, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: () => onOpenChange(false),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: isApiError(error) && error.code === 'INSUFFICIENT_BALANCE' ? 'Saldo insuficiente' : 'Não foi possível pagar',
            description: error.message,
          }),
      },
    );

  const payDirectly = () => {
    onOpenChange(false);
    startPayment({ purpose: 'contract_funding', contract_id: contract.id, metadata: { success_url: '/dashboard?tab=my-contracts' } });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Pagar contratação"
      description={`${contract.title}: ${formatCentavos(contract.amount_cents)}. O valor fica retido e só é liberado para a modelo quando o trabalho for concluído.`}
    >
      <div className="grid gap-3">
        {/* The balance makes the label long: let it wrap on a phone instead of overflowing the dialog. */}
        <Button isLoading={fund.isPending} disabled={!enough} onClick={payWithWallet} className="h-auto! min-h-11 py-2 text-center whitespace-normal!">
          <Wallet className="size-4" aria-hidden="true" />
          Pagar com saldo ({formatReais(balanceReais)} disponível)
        </Button>
        {!enough && (
          <p className="text-sm text-gray-600">
            Seu saldo não cobre este valor.{' '}
            <Link to="/dashboard?tab=wallet" className="font-medium text-brand-700 underline-offset-4 hover:underline">
              Adicionar saldo
            </Link>
          </p>
        )}
        <Button variant="outline" disabled={fund.isPending} onClick={payDirectly} className="h-auto! min-h-11 py-2 text-center whitespace-normal!">
          Pagar com cartão, Pix ou boleto
        </Button>
      </div>
    </Dialog>
  );
}
