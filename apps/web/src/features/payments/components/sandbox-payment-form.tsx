import { MAX_INSTALLMENTS } from '@passarela/shared';
import { FlaskConical } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { labelClassName } from '../../../components/ui/field.tsx';
import { inputClassName } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import type { EnabledPaymentMethods } from '../lib/enabled-payment-methods.ts';
import type { PaymentFormData } from '../lib/payment-flow.ts';
import {
  type SandboxFormErrors,
  type SandboxFormValues,
  type SandboxMethod,
  sandboxMethodLabels,
  toSandboxFormData,
  validateSandboxForm,
} from '../lib/sandbox-form-data.ts';
import { formatPaymentAmount, installmentLabel } from '../lib/sandbox-form-fields.ts';
import { type SandboxTextField, sandboxInputOrder, sandboxInputs } from '../lib/sandbox-form-inputs.ts';
import { PaymentField } from './payment-field.tsx';

export interface SandboxPaymentFormProps {
  amountCents: number;
  methods: EnabledPaymentMethods;
  payerEmail: string;
  onSubmit: (formData: PaymentFormData | null) => Promise<void>;
}

const methodOrder: SandboxMethod[] = ['card', 'pix', 'boleto', 'wallet'];

/**
 * The sandbox provider's form (no Mercado Pago keys here): the enabled methods only, the fields
 * each needs, and Mercado Pago's test names decide the outcome (APRO approves, OTHE refuses).
 */
export function SandboxPaymentForm({ amountCents, methods, payerEmail, onSubmit }: SandboxPaymentFormProps) {
  const available = methodOrder.filter((method) => methods[method]);
  const [method, setMethod] = useState<SandboxMethod | null>(available[0] ?? null);
  const [values, setValues] = useState<SandboxFormValues>({
    cardNumber: '',
    holder: '',
    expiry: '',
    cvv: '',
    cardType: 'credit_card',
    installments: 1,
    cpf: '',
    email: payerEmail,
    fullName: '',
    zipCode: '',
    federalUnit: '',
    city: '',
    neighborhood: '',
    streetName: '',
    streetNumber: '',
  });
  const [errors, setErrors] = useState<SandboxFormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const installmentsId = useId();

  /** A typed field's props: its spec, its value and error, and typing (masked) that clears the error. */
  const input = (key: SandboxTextField) => {
    const { mask, ...spec } = sandboxInputs[key];
    const onChange = (event: { target: { value: string } }) => {
      const value = mask ? mask(event.target.value) : event.target.value;
      setValues((current) => ({ ...current, [key]: value }));
      if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
    };
    return { ...spec, onChange, name: key, value: values[key], error: errors[key] };
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    if (!method) {
      await onSubmit(null).catch(() => undefined);
      return;
    }
    const found = validateSandboxForm(method, values);
    setErrors(found);
    const firstInvalid = sandboxInputOrder.find((key) => found[key]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    // The flow shows the outcome (next screen or toast); a refusal needs nothing more here.
    await onSubmit(toSandboxFormData(method, values)).catch(() => undefined);
    setSubmitting(false);
  }

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-4">
      <p role="note" className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong className="font-semibold">Ambiente de testes</strong>: nenhuma cobrança real é feita.
        </span>
      </p>

      {available.length > 1 ? (
        <fieldset>
          <legend className={labelClassName}>Forma de pagamento</legend>
          <div className="grid grid-cols-2 gap-2">
            {available.map((option) => (
              <label
                key={option}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-sm font-medium transition-colors',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                  method === option ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-gray-300 text-gray-800 hover:border-brand-300',
                )}
              >
                <input
                  type="radio"
                  name="payment-method"
                  value={option}
                  checked={method === option}
                  onChange={() => {
                    setMethod(option);
                    setErrors({});
                  }}
                  className="size-4 accent-brand-600"
                />
                {sandboxMethodLabels[option]}
              </label>
            ))}
          </div>
        </fieldset>
      ) : method ? (
        <p className="text-sm font-medium text-gray-900">{sandboxMethodLabels[method]}</p>
      ) : null}

      {method === 'card' ? (
        <>
          <PaymentField {...input('cardNumber')} />
          <PaymentField {...input('holder')} />
          <div className="grid grid-cols-2 gap-3">
            <PaymentField {...input('expiry')} />
            <PaymentField {...input('cvv')} />
          </div>
          <fieldset>
            <legend className={labelClassName}>Tipo de cartão</legend>
            <div className="flex gap-4 text-sm text-gray-900">
              {(['credit_card', 'debit_card'] as const).map((type) => (
                <label key={type} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="card-type"
                    checked={values.cardType === type}
                    onChange={() => setValues((current) => ({ ...current, cardType: type }))}
                    className="size-4 accent-brand-600"
                  />
                  {type === 'credit_card' ? 'Crédito' : 'Débito'}
                </label>
              ))}
            </div>
          </fieldset>
          {values.cardType === 'credit_card' ? (
            <div>
              <label htmlFor={installmentsId} className={labelClassName}>
                Parcelas
              </label>
              <select
                id={installmentsId}
                name="installments"
                value={values.installments}
                onChange={(event) => setValues((current) => ({ ...current, installments: Number(event.target.value) }))}
                className={inputClassName}
              >
                {Array.from({ length: MAX_INSTALLMENTS }, (_, index) => index + 1).map((count) => (
                  <option key={count} value={count}>
                    {installmentLabel(amountCents, count)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </>
      ) : null}

      {method === 'boleto' ? <PaymentField {...input('fullName')} /> : null}

      {method ? <PaymentField {...input('email')} /> : null}

      {method === 'card' || method === 'pix' || method === 'boleto' ? <PaymentField {...input('cpf')} /> : null}

      {method === 'boleto' ? (
        <div className="grid grid-cols-2 gap-3">
          <PaymentField {...input('zipCode')} />
          <PaymentField {...input('federalUnit')} />
          <PaymentField {...input('city')} />
          <PaymentField {...input('neighborhood')} />
          <PaymentField {...input('streetName')} />
          <PaymentField {...input('streetNumber')} />
        </div>
      ) : null}

      {method === 'pix' ? <p className="text-sm text-gray-600">Depois de confirmar, mostraremos o QR Code e o código Pix copia e cola.</p> : null}
      {method === 'boleto' ? <p className="text-sm text-gray-600">Depois de confirmar, mostraremos o boleto e a linha digitável.</p> : null}

      <Button type="submit" size="lg" className="w-full" isLoading={submitting}>
        Pagar {formatPaymentAmount(amountCents)}
      </Button>
    </form>
  );
}
