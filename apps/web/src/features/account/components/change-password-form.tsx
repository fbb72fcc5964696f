import type { SessionUserView } from '@passarela/shared';
import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { CurrentPasswordField } from '../../../components/ui/current-password-field.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';
import { toast } from '../../../lib/toast.ts';
import { useForm } from '../../../lib/use-form.ts';
import { changePassword } from '../api/account-security.ts';
import { newPasswordProblem } from '../lib/new-password-problem.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

/** Configurações → 'Alterar senha': asks the current one; other devices are signed out by the server. */
export function ChangePasswordForm({ onSessionUser }: { onSessionUser: (user: SessionUserView) => void }) {
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: ({ user }) => {
      onSessionUser(user);
      form.reset();
      toast({ variant: 'success', title: 'Senha alterada!', description: 'Use a nova senha no próximo login. Os outros dispositivos foram desconectados.' });
    },
    onError: (error) => {
      if (form.showServerError(error, { CURRENT_PASSWORD_INVALID: 'current', PASSWORD_TOO_COMMON: 'password' })) return;
      toast({ variant: 'destructive', title: 'Não foi possível alterar a senha', description: error.message });
    },
  });
  const form = useForm({
    initialValues: { current: '', password: '', confirmation: '' },
    validate: ({ current, password, confirmation }) => {
      if (!current) return { current: 'Informe sua senha atual.' };
      const problem = newPasswordProblem(password, confirmation);
      return problem ? { [problem.field]: problem.message } : {};
    },
    onSubmit: ({ current, password }) => mutation.mutate({ currentPassword: current, newPassword: password }),
  });

  return (
    <SettingsCard title="Alterar senha" description="Ao trocar a senha, os outros aparelhos conectados à sua conta saem automaticamente.">
      <form onSubmit={form.handleSubmit} noValidate className="grid gap-4 sm:max-w-md">
        <CurrentPasswordField {...form.field('current')} />
        <NewPasswordFields password={form.field('password')} confirmation={form.field('confirmation')} />
        <Button type="submit" isLoading={mutation.isPending} className="justify-self-start">
          {mutation.isPending ? 'Salvando...' : 'Alterar senha'}
        </Button>
      </form>
    </SettingsCard>
  );
}
