import { PAYMENT_MAX_CENTS, PAYMENT_MIN_CENTS, currencyInputToCentavos, formatCentavos } from '@passarela/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CurrencyField } from '../../../components/ui/currency-field.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';
import { startPayment } from '../../../lib/start-payment.ts';

/** 'Adicionar saldo': the person picks the amount, the payment modal takes the money (card, Pix or boleto). */
export function AddBalanceForm() {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const cents = currencyInputToCentavos(amount);
    if (cents < PAYMENT_MIN_CENTS) return setError(`O valor mínimo é ${formatCentavos(PAYMENT_MIN_CENTS)}.`);
    if (cents > PAYMENT_MAX_CENTS) return setError(`O valor máximo é ${formatCentavos(PAYMENT_MAX_CENTS)}.`);
    setError(undefined);
    startPayment({ purpose: 'wallet_topup', amount_cents: cents, metadata: { success_url: '/dashboard?tab=wallet' } });
  };

  return (
    <SettingsCard title="Adicionar saldo" description="Pague com cartão, Pix ou boleto. O saldo entra na carteira assim que o pagamento é aprovado.">
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-sm">
        <CurrencyField label="Valor" value={amount} onChange={setAmount} error={error} hint={`Mínimo de ${formatCentavos(PAYMENT_MIN_CENTS)}.`} />
        <Button type="submit" className="justify-self-start">
          Adicionar saldo
        </Button>
      </form>
    </SettingsCard>
  );
}
