import { changeEmailBodySchema } from '@passarela/shared';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CurrentPasswordField } from '../../../components/ui/current-password-field.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { type FieldErrors, useForm } from '../../../lib/use-form.ts';
import { changeEmail } from '../api/account-security.ts';

type Values = { email: string; current: string };

/**
 * Configurações → 'Alterar email': the new address must be confirmed by the link sent to it
 * (it lands on /dashboard?tab=settings&email=alterado); until then the old one stays.
 */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: changeEmail,
    onSuccess: (_answer, body) => {
      setSentTo(body.newEmail.trim().toLowerCase());
      form.reset();
      toast({
        variant: 'success',
        title: 'Confirme o novo email',
        description: `Enviamos um link para ${body.newEmail.trim()}. Seu email muda quando você abrir o link.`,
      });
    },
    onError: (error) => {
      if (form.showServerError(error, { CURRENT_PASSWORD_INVALID: 'current', EMAIL_TAKEN: 'email' })) return;
      toast({ variant: 'destructive', title: 'Não foi possível alterar o email', description: error.message });
    },
  });
  const form = useForm<Values>({
    initialValues: { email: '', current: '' },
    validate: ({ email, current }) => {
      const parsed = changeEmailBodySchema.safeParse({ newEmail: email, currentPassword: current });
      if (!parsed.success) {
        const found: FieldErrors<Values> = {};
        for (const issue of parsed.error.issues) {
          const key = issue.path[0] === 'newEmail' ? 'email' : 'current';
          found[key] ??= key === 'email' ? 'Por favor, insira um email válido.' : 'Informe sua senha atual.';
        }
        return found;
      }
      if (parsed.data.newEmail === currentEmail.toLowerCase()) return { email: 'Este já é o seu email atual.' };
      return {};
    },
    onSubmit: ({ email, current }) => mutation.mutate({ newEmail: email.trim(), currentPassword: current }),
  });

  return (
    <SettingsCard
      title="Alterar email"
      description={
        <>
          Seu email atual é <strong className="font-semibold break-all text-gray-900">{currentEmail}</strong>. Enviaremos um link de confirmação para o novo
          endereço.
        </>
      }
    >
      {sentTo && (
        <output className="mb-4 flex items-start gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
          <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Link enviado para <strong className="break-all">{sentTo}</strong>. Abra o email para concluir a troca.
          </span>
        </output>
      )}
      <form onSubmit={form.handleSubmit} noValidate className="grid gap-4 sm:max-w-md">
        <TextField label="Novo email" type="email" inputMode="email" autoComplete="email" {...form.field('email')} />
        <CurrentPasswordField {...form.field('current')} />
        <Button type="submit" isLoading={mutation.isPending} className="justify-self-start">
          {mutation.isPending ? 'Enviando...' : 'Enviar link de confirmação'}
        </Button>
      </form>
    </SettingsCard>
  );
}
