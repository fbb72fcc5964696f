import { TransactionsPanel } from '../../../features/wallet/components/transactions-panel.tsx';

/** Transações (every signed-in user): filters live in the URL next to ?tab=. */
export function TransactionsTab() {
  return <TransactionsPanel />;
}
