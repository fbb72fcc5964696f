import { forgotPasswordBodySchema } from '@passarela/shared';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { requestPasswordReset } from '../api/password-recovery.ts';

/**
 * /esqueci-senha: the same neutral answer whether or not the account exists, so the page never
 * tells anyone which emails are registered.
 */
export function ForgotPasswordForm() {
  const mutation = useMutation({ mutationFn: requestPasswordReset });
  const form = useForm({
    initialValues: { email: '' },
    validate: ({ email }) => (forgotPasswordBodySchema.safeParse({ email }).success ? {} : { email: 'Por favor, insira um email válido.' }),
    // The address goes as the schema reads it (trimmed, lower case), not as typed.
    onSubmit: ({ email }) => mutation.mutate({ email: forgotPasswordBodySchema.parse({ email }).email }),
  });

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

  const email = form.field('email');
  return (
    <form onSubmit={form.handleSubmit} noValidate className="grid gap-5">
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="seu@email.com"
        {...email}
        error={email.error ?? mutation.error?.message}
      />
      <Button type="submit" size="lg" isLoading={mutation.isPending} className="w-full">
        {mutation.isPending ? 'Enviando...' : 'Enviar link'}
      </Button>
    </form>
  );
}
