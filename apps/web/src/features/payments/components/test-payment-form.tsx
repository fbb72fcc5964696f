import { currencyInputToCentavos, formatCurrencyInput } from '@passarela/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { inputClassName, labelClassName } from '../../auth/components/field-styles.ts';
import { startPayment } from '../payment-modal-store.ts';

/** Where 'Fechar' takes the admin after the test payment (the page reads ?resultado=). */
export const TEST_PAYMENT_SUCCESS_URL = '/testepagamento?resultado=aprovado';
export const TEST_PAYMENT_FAILURE_URL = '/testepagamento?resultado=falhou';

/**
 * Spec section 5: the amount field is a currency input (digits are cents, pt-BR format); an
 * amount of zero gets 'Valor Inválido'. The server checks the limits again.
 */
export function TestPaymentForm() {
  const [amount, setAmount] = useState('');
  const inputId = useId();

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
      <div>
        <label htmlFor={inputId} className={labelClassName}>
          Valor do Pagamento (R$)
        </label>
        <input
          id={inputId}
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          placeholder="10,50"
          value={amount}
          onChange={(event) => setAmount(formatCurrencyInput(event.target.value))}
          className={inputClassName}
        />
      </div>
      <Button type="submit" size="lg" className="w-full">
        Iniciar Pagamento de Teste
      </Button>
    </form>
  );
}
