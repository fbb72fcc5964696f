import { type ContractView, formatCentavos } from '@passarela/shared';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PayChoices, toastWalletPayFailure } from '../../../components/ui/pay-choices.tsx';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { startPayment } from '../../../lib/start-payment.ts';
import { useFundContractWithWallet } from '../api/contract-money.ts';

/**
 * 'Pagar' on a contract awaiting payment: from the wallet (when the balance covers it) or through
 * the payment modal. Either way the money is held until the work is done.
 */
export function ContractPayDialog({ contract, open, onOpenChange }: { contract: ContractView; open: boolean; onOpenChange: (open: boolean) => void }) {
  const session = useSession();
  const fund = useFundContractWithWallet();

  const payWithWallet = () =>
    fund.mutate({ id: contract.id, idempotencyKey: newIdempotencyKey() }, { onSuccess: () => onOpenChange(false), onError: toastWalletPayFailure });

  const payDirectly = () => {
    onOpenChange(false);
    startPayment({ purpose: 'contract_funding', contract_id: contract.id, metadata: { success_url: '/dashboard?tab=my-contracts' } });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Pagar contratação"
      description={`${contract.title}: ${formatCentavos(contract.amount_cents)}. O valor fica retido e só é liberado para quem fez o trabalho quando ele for concluído.`}
    >
      <PayChoices
        balanceReais={session.user?.wallet_balance ?? 0}
        amountCents={contract.amount_cents}
        isPaying={fund.isPending}
        onPayWithWallet={payWithWallet}
        onPayDirectly={payDirectly}
      />
    </Dialog>
  );
}
