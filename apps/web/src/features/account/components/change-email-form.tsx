import { changeEmailBodySchema } from '@passarela/shared';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { changeEmail } from '../api/account-security.ts';
import { AccountField } from './account-field.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';

type Errors = Partial<Record<'email' | 'current', string>>;

/**
 * Configurações → 'Alterar email': the new address must be confirmed by the link sent to it
 * (it lands on /dashboard?tab=settings&email=alterado); until then the old one stays.
 */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const [email, setEmail] = useState('');
  const [current, setCurrent] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: changeEmail,
    onSuccess: (_answer, body) => {
      setSentTo(body.newEmail.trim().toLowerCase());
      setEmail('');
      setCurrent('');
      toast({
        variant: 'success',
        title: 'Confirme o novo email',
        description: `Enviamos um link para ${body.newEmail.trim()}. Seu email muda quando você abrir o link.`,
      });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'CURRENT_PASSWORD_INVALID') return setErrors({ current: error.message });
      if (isApiError(error) && error.code === 'EMAIL_TAKEN') return setErrors({ email: error.message });
      toast({ variant: 'destructive', title: 'Não foi possível alterar o email', description: error.message });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = changeEmailBodySchema.safeParse({ newEmail: email, currentPassword: current });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'newEmail' ? 'email' : 'current';
        found[key] ??= key === 'email' ? 'Por favor, insira um email válido.' : 'Informe sua senha atual.';
      }
      return setErrors(found);
    }
    if (parsed.data.newEmail === currentEmail.toLowerCase()) return setErrors({ email: 'Este já é o seu email atual.' });
    setErrors({});
    mutation.mutate({ newEmail: email.trim(), currentPassword: current });
  };

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
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-md">
        <AccountField
          label="Novo email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <AccountField
          label="Senha atual"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={errors.current}
        />
        <Button type="submit" isLoading={mutation.isPending} className="justify-self-start">
          {mutation.isPending ? 'Enviando...' : 'Enviar link de confirmação'}
        </Button>
      </form>
    </SettingsCard>
  );
}
