import { formatReais } from '@passarela/shared';
import { Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from './button.tsx';

/**
 * The two ways to pay something held in escrow (a contract, a shoot booking): from the wallet when
 * the balance covers it, or through the payment modal (card, Pix, boleto).
 */
export function PayChoices({
  balanceReais,
  amountCents,
  isPaying,
  onPayWithWallet,
  onPayDirectly,
}: {
  /** The session keeps reais with 2 decimals. */
  balanceReais: number;
  amountCents: number;
  isPaying: boolean;
  onPayWithWallet: () => void;
  onPayDirectly: () => void;
}) {
  // Compared in centavos: reais with 2 decimals are not exact.
  const enough = Math.round(balanceReais * 100) >= amountCents;
  return (
    <div className="grid gap-3">
      {/* The balance makes the label long: let it wrap on a phone instead of overflowing the dialog. */}
      <Button isLoading={isPaying} disabled={!enough} onClick={onPayWithWallet} className="h-auto! min-h-11 py-2 text-center whitespace-normal!">
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
      <Button variant="outline" disabled={isPaying} onClick={onPayDirectly} className="h-auto! min-h-11 py-2 text-center whitespace-normal!">
        Pagar com cartão, Pix ou boleto
      </Button>
    </div>
  );
}

/** A refused payment from the wallet, said as the API says it ('Saldo insuficiente' when it is that). */
export function toastWalletPayFailure(error: Error): void {
  toast({
    variant: 'destructive',
    title: isApiError(error) && error.code === 'INSUFFICIENT_BALANCE' ? 'Saldo insuficiente' : 'Não foi possível pagar',
    description: error.message,
  });
}
