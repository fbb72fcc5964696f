import type { SessionUserView } from '@passarela/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { changePassword } from '../api/account-security.ts';
import { newPasswordProblem } from '../lib/new-password-problem.ts';
import { AccountField } from './account-field.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';

type Errors = Partial<Record<'current' | 'password' | 'confirmation', string>>;

/** Configurações → 'Alterar senha': asks the current one; other devices are signed out by the server. */
export function ChangePasswordForm({ onSessionUser }: { onSessionUser: (user: SessionUserView) => void }) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: ({ user }) => {
      onSessionUser(user);
      setCurrent('');
      setPassword('');
      setConfirmation('');
      toast({ variant: 'success', title: 'Senha alterada!', description: 'Use a nova senha no próximo login. Os outros dispositivos foram desconectados.' });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'CURRENT_PASSWORD_INVALID') return setErrors({ current: error.message });
      if (isApiError(error) && error.code === 'PASSWORD_TOO_COMMON') return setErrors({ password: error.message });
      toast({ variant: 'destructive', title: 'Não foi possível alterar a senha', description: error.message });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!current) return setErrors({ current: 'Informe sua senha atual.' });
    const problem = newPasswordProblem(password, confirmation);
    if (problem) return setErrors({ [problem.field]: problem.message });
    setErrors({});
    mutation.mutate({ currentPassword: current, newPassword: password });
  };

  return (
    <SettingsCard title="Alterar senha" description="Ao trocar a senha, os outros aparelhos conectados à sua conta saem automaticamente.">
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-md">
        <AccountField
          label="Senha atual"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={errors.current}
        />
        <AccountField
          label="Nova senha"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          hint="Pelo menos 6 caracteres."
        />
        <AccountField
          label="Confirme a nova senha"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          error={errors.confirmation}
        />
        <Button type="submit" isLoading={mutation.isPending} className="justify-self-start">
          {mutation.isPending ? 'Salvando...' : 'Alterar senha'}
        </Button>
      </form>
    </SettingsCard>
  );
}
