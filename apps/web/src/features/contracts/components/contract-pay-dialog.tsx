import { type ContractView, formatCentavos } from '@passarela/shared';
import { PayDialog, type PayDialogState } from '../../../components/ui/pay-dialog.tsx';
import { useFundContractWithWallet } from '../api/contract-money.ts';

/**
 * 'Pagar' on a contract awaiting payment: from the wallet (when the balance covers it) or through
 * the payment modal. Either way the money is held until the work is done.
 */
export function ContractPayDialog({ contract, ...dialog }: { contract: ContractView } & PayDialogState) {
  const fund = useFundContractWithWallet();
  return (
    <PayDialog
      {...dialog}
      id={contract.id}
      title="Pagar contratação"
      description={`${contract.title}: ${formatCentavos(contract.amount_cents)}. O valor fica retido e só é liberado para quem fez o trabalho quando ele for concluído.`}
      amountCents={contract.amount_cents}
      walletPayment={fund}
      payment={{ purpose: 'contract_funding', contract_id: contract.id, metadata: { success_url: '/dashboard?tab=my-contracts' } }}
    />
  );
}
