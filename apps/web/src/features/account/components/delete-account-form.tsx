import { ACCOUNT_DELETION_CONFIRMATION, type AccountDeletionBlockerDetail } from '@passarela/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { CurrentPasswordField } from '../../../components/ui/current-password-field.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { type FieldErrors, useForm } from '../../../lib/use-form.ts';
import { accountDeletionCheckKey, deleteAccount, useAccountDeletionCheck } from '../api/account-data.ts';

type Values = { current: string; confirmation: string };

/**
 * Configurações → 'Excluir minha conta' (LGPD): says what happens and what still stops it (money in
 * the wallet, a withdrawal being paid, contracts running), then asks the password and EXCLUIR typed.
 */
export function DeleteAccountForm({ onDeleted }: { onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const check = useAccountDeletionCheck();
  const mutation = useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      toast({ variant: 'success', title: 'Conta excluída', description: 'Seus dados pessoais foram apagados. Obrigado por ter feito parte da Passarela.' });
      onDeleted();
    },
    onError: (failure) => {
      if (form.showServerError(failure, { CURRENT_PASSWORD_INVALID: 'current' })) return;
      // Something started meanwhile (a payment, a contract): show the list the server gave.
      if (isApiError(failure) && failure.code === 'ACCOUNT_DELETION_BLOCKED') {
        void queryClient.invalidateQueries({ queryKey: accountDeletionCheckKey });
        return;
      }
      toast({ variant: 'destructive', title: 'Não foi possível excluir a conta', description: failure.message });
    },
  });
  const form = useForm<Values>({
    initialValues: { current: '', confirmation: '' },
    validate: ({ current, confirmation }) => {
      const found: FieldErrors<Values> = {};
      if (!current) found.current = 'Informe sua senha atual.';
      if (confirmation.trim().toUpperCase() !== ACCOUNT_DELETION_CONFIRMATION) found.confirmation = `Digite ${ACCOUNT_DELETION_CONFIRMATION} para confirmar.`;
      return found;
    },
    onSubmit: ({ current, confirmation }) => mutation.mutate({ currentPassword: current, confirmation }),
    clearErrorOnChange: true,
  });
  const blockers: AccountDeletionBlockerDetail[] = check.data?.blockers ?? [];

  return (
    <SettingsCard
      title="Excluir minha conta"
      description="Apagamos seu perfil, suas fotos, favoritos e notificações, e seu nome deixa de aparecer em contratos e avaliações (fica “Usuário removido”). Os registros de pagamentos ficam guardados pelo prazo que a lei exige, sem o seu nome. Não dá para desfazer."
    >
      {blockers.length > 0 && (
        <div role="alert" className="mb-5 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <p className="font-semibold">Antes de excluir a conta:</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {blockers.map((blocker) => (
              <li key={blocker.blocker}>{blocker.message}</li>
            ))}
          </ul>
        </div>
      )}
      <form onSubmit={form.handleSubmit} noValidate className="grid gap-4 sm:max-w-md">
        <CurrentPasswordField {...form.field('current')} />
        <TextField
          label={`Digite ${ACCOUNT_DELETION_CONFIRMATION} para confirmar`}
          autoComplete="off"
          autoCapitalize="characters"
          {...form.field('confirmation')}
        />
        <Button
          type="submit"
          isLoading={mutation.isPending}
          disabled={blockers.length > 0}
          className="justify-self-start bg-red-700 hover:bg-red-800 active:bg-red-900"
        >
          Excluir minha conta
        </Button>
      </form>
    </SettingsCard>
  );
}
