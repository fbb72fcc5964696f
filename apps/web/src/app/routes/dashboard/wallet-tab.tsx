import { WalletPanel } from '../../../features/wallet/components/wallet-panel.tsx';

/** Carteira (every signed-in user). */
export function WalletTab() {
  return <WalletPanel />;
}
