import { forgotPasswordBodySchema } from '@passarela/shared';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { requestPasswordReset } from '../api/password-recovery.ts';
import { AccountField } from './account-field.tsx';

/**
 * /esqueci-senha: the same neutral answer whether or not the account exists, so the page never
 * tells anyone which emails are registered.
 */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useMutation({ mutationFn: requestPasswordReset });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = forgotPasswordBodySchema.safeParse({ email });
    if (!parsed.success) return setError('Por favor, insira um email válido.');
    setError(undefined);
    mutation.mutate({ email: parsed.data.email });
  };

  if (mutation.isSuccess) {
    return (
      <output className="grid gap-3 rounded-2xl bg-emerald-50 p-5 text-emerald-950">
        <p className="flex items-center gap-2 font-semibold">
          <MailCheck className="size-5" aria-hidden="true" />
          Verifique seu email
        </p>
        <p className="text-sm leading-6">
          Se existir uma conta com este email, enviamos um link para criar uma nova senha. Ele vale por 1 hora. Não recebeu? Confira a caixa de spam ou tente de
          novo em alguns minutos.
        </p>
      </output>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <AccountField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="seu@email.com"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error ?? mutation.error?.message}
      />
      <Button type="submit" size="lg" isLoading={mutation.isPending} className="w-full">
        {mutation.isPending ? 'Enviando...' : 'Enviar link'}
      </Button>
    </form>
  );
}
