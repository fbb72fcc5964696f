import { type PixKeyType, formatCentavos, pixKeyTypeLabels, pixKeyTypes } from '@passarela/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CurrencyField } from '../../../components/ui/currency-field.tsx';
import { CurrentPasswordField } from '../../../components/ui/current-password-field.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { inputClassName } from '../../../components/ui/input.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { toast } from '../../../lib/toast.ts';
import { useRequestWithdrawal } from '../api/request-withdrawal.ts';
import { type WithdrawFormErrors, pixKeyPlaceholders, validateWithdrawForm } from '../lib/withdraw-form.ts';

type Errors = WithdrawFormErrors & { password?: string };

/**
 * 'Sacar via Pix': amount, key type and key, checked here with the shared Pix rules. Withdrawing
 * needs a recent sign-in (docs/security.md #5): when the API asks for it the form shows 'Senha atual'
 * and the next submit sends it along.
 */
export function WithdrawForm({ balanceCents, minCents }: { balanceCents: number; minCents: number }) {
  const [amount, setAmount] = useState('');
  const [pixKeyType, setPixKeyType] = useState<PixKeyType | ''>('');
  const [pixKey, setPixKey] = useState('');
  const [password, setPassword] = useState('');
  const [askPassword, setAskPassword] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const withdrawal = useRequestWithdrawal();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateWithdrawForm({ amount, pixKeyType, pixKey }, { balanceCents, minCents });
    if (!checked.ok) return setErrors(checked.errors);
    if (askPassword && !password) return setErrors({ password: 'Informe sua senha atual.' });
    setErrors({});
    withdrawal.mutate(
      {
        idempotencyKey: newIdempotencyKey(),
        body: {
          amount_cents: checked.amountCents,
          pix_key_type: checked.pixKeyType,
          pix_key: checked.pixKey,
          ...(askPassword ? { currentPassword: password } : {}),
        },
      },
      {
        onSuccess: (created) => {
          setAmount('');
          setPixKey('');
          setPassword('');
          setAskPassword(false);
          toast({
            variant: 'success',
            title: 'Saque solicitado',
            description: `${formatCentavos(created.amount_cents)} serão enviados para sua chave Pix assim que o pagamento for feito.`,
          });
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'RECENT_SIGN_IN_REQUIRED') {
            setAskPassword(true);
            return setErrors({ password: 'Por segurança, confirme sua senha atual para sacar.' });
          }
          if (isApiError(error) && error.code === 'CURRENT_PASSWORD_INVALID') return setErrors({ password: error.message });
          if (isApiError(error) && (error.code === 'INSUFFICIENT_BALANCE' || error.code === 'WITHDRAWAL_BELOW_MINIMUM'))
            return setErrors({ amount: error.message });
          toast({ variant: 'destructive', title: 'Não foi possível solicitar o saque', description: error.message });
        },
      },
    );
  };

  return (
    <SettingsCard
      title="Sacar via Pix"
      description={`O valor sai do seu saldo agora e é enviado para a sua chave Pix pela nossa equipe. Saque mínimo de ${formatCentavos(minCents)}, ou todo o saldo se for menos.`}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-md" aria-label="Sacar via Pix">
        <CurrencyField label="Valor do saque" value={amount} onChange={setAmount} error={errors.amount} hint={`Disponível: ${formatCentavos(balanceCents)}`} />
        <Field label="Tipo de chave" error={errors.pixKeyType}>
          {(control) => (
            <select
              {...control}
              value={pixKeyType}
              onChange={(event) => setPixKeyType(event.target.value as PixKeyType | '')}
              className={cn(inputClassName, 'appearance-auto')}
            >
              <option value="">Escolha</option>
              {pixKeyTypes.map((type) => (
                <option key={type} value={type}>
                  {pixKeyTypeLabels[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label="Chave Pix"
          value={pixKey}
          onChange={(event) => setPixKey(event.target.value)}
          placeholder={pixKeyType ? pixKeyPlaceholders[pixKeyType] : undefined}
          inputMode={pixKeyType === 'cpf' || pixKeyType === 'cnpj' ? 'numeric' : pixKeyType === 'phone' ? 'tel' : pixKeyType === 'email' ? 'email' : 'text'}
          autoComplete="off"
          maxLength={100}
          error={errors.pixKey}
        />
        {askPassword && <CurrentPasswordField value={password} onChange={(event) => setPassword(event.target.value)} error={errors.password} />}
        <Button type="submit" isLoading={withdrawal.isPending} disabled={balanceCents < minCents} className="justify-self-start">
          Solicitar saque
        </Button>
        {balanceCents < minCents && <p className="text-sm text-gray-600">Seu saldo ainda não alcança o saque mínimo.</p>}
      </form>
    </SettingsCard>
  );
}
