import { CircleCheck, CircleX, CreditCard } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { TestPaymentForm } from '../../../features/payments/components/test-payment-form.tsx';
import { usePageTitle } from '../../../features/settings/hooks/use-page-title.ts';

/** /testepagamento (admin only, guarded in the router): start a real payment through the provider. */
export function Component() {
  usePageTitle('Pagamento de Teste');
  const [params] = useSearchParams();
  const outcome = params.get('resultado');

  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="mb-6 flex items-center gap-3">
        <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <CreditCard className="size-5" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">Pagamento de Teste</h1>
      </div>
      <p className="mb-6 text-sm text-gray-600">
        Inicie um pagamento de teste para conferir a integração com o provedor de pagamentos. O valor é cobrado da forma escolhida no formulário.
      </p>
      {outcome === 'aprovado' ? (
        <output className="mb-6 flex items-center gap-2 rounded-xl bg-emerald-50 p-3 text-sm font-medium text-emerald-800">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          Último pagamento de teste: aprovado.
        </output>
      ) : outcome === 'falhou' ? (
        <output className="mb-6 flex items-center gap-2 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
          <CircleX className="size-4 shrink-0" aria-hidden="true" />
          Último pagamento de teste: falhou.
        </output>
      ) : null}
      <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
        <TestPaymentForm />
      </div>
    </section>
  );
}
