import { currencyInputToCentavos, formatCurrencyInput } from '@passarela/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { startPayment } from '../../../lib/start-payment.ts';
import { toast } from '../../../lib/toast.ts';

/** Where 'Fechar' takes the admin after the test payment (the page reads ?resultado=). */
export const TEST_PAYMENT_SUCCESS_URL = '/testepagamento?resultado=aprovado';
export const TEST_PAYMENT_FAILURE_URL = '/testepagamento?resultado=falhou';

/**
 * docs/product.md "Spec 5": the amount field is a currency input (digits are cents, pt-BR format); an
 * amount of zero gets 'Valor Inválido'. The server checks the limits again.
 */
export function TestPaymentForm() {
  const [amount, setAmount] = useState('');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const amountCents = currencyInputToCentavos(amount);
    if (amountCents <= 0) {
      toast({ variant: 'destructive', title: 'Valor Inválido', description: 'Por favor, insira um valor maior que zero.' });
      return;
    }
    startPayment({
      purpose: 'test_payment',
      amount_cents: amountCents,
      metadata: { test_id: crypto.randomUUID(), success_url: TEST_PAYMENT_SUCCESS_URL, failure_url: TEST_PAYMENT_FAILURE_URL },
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <TextField
        label="Valor do Pagamento (R$)"
        name="amount"
        inputMode="numeric"
        autoComplete="off"
        placeholder="10,50"
        value={amount}
        onChange={(event) => setAmount(formatCurrencyInput(event.target.value))}
      />
      <Button type="submit" size="lg" className="w-full">
        Iniciar Pagamento de Teste
      </Button>
    </form>
  );
}
