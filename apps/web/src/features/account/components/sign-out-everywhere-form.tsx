import { Button } from '../../../components/ui/button.tsx';
import { CurrentPasswordField } from '../../../components/ui/current-password-field.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';
import { toast } from '../../../lib/toast.ts';
import { signOutEverywhere } from '../api/account-security.ts';
import { useCurrentPasswordAction } from './use-current-password-action.ts';

/** Configurações → 'Sair de todos os dispositivos': ends every session, this one too, after the current password. */
export function SignOutEverywhereForm({ onSignedOut }: { onSignedOut: () => void }) {
  const { form, mutation } = useCurrentPasswordAction({
    action: signOutEverywhere,
    onSuccess: () => {
      toast({ variant: 'success', title: 'Você saiu de todos os dispositivos', description: 'Entre novamente para continuar usando a Passarela.' });
      onSignedOut();
    },
    failureTitle: 'Não foi possível sair dos dispositivos',
  });

  return (
    <SettingsCard
      title="Sair de todos os dispositivos"
      description="Encerra sua sessão em todos os celulares e computadores, inclusive neste. Use se perdeu um aparelho ou entrou em um computador de outra pessoa."
    >
      <form onSubmit={form.handleSubmit} noValidate className="grid gap-4 sm:max-w-md">
        <CurrentPasswordField {...form.field('current')} />
        <Button
          type="submit"
          variant="outline"
          isLoading={mutation.isPending}
          className="justify-self-start border-red-300 text-red-700 hover:border-red-400 hover:bg-red-50"
        >
          Sair de todos os dispositivos
        </Button>
      </form>
    </SettingsCard>
  );
}
