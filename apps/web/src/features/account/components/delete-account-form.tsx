import { ACCOUNT_DELETION_CONFIRMATION, type AccountDeletionBlockerDetail } from '@passarela/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { accountDeletionCheckKey, deleteAccount, useAccountDeletionCheck } from '../api/account-data.ts';
import { AccountField } from './account-field.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';

type Errors = Partial<Record<'current' | 'confirmation', string>>;

/**
 * Configurações → 'Excluir minha conta' (LGPD): says what happens and what still stops it (money in
 * the wallet, a withdrawal being paid, contracts running), then asks the password and EXCLUIR typed.
 */
export function DeleteAccountForm({ onDeleted }: { onDeleted: () => void }) {
  const [current, setCurrent] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const queryClient = useQueryClient();
  const check = useAccountDeletionCheck();
  const mutation = useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      toast({ variant: 'success', title: 'Conta excluída', description: 'Seus dados pessoais foram apagados. Obrigado por ter feito parte da Passarela.' });
      onDeleted();
    },
    onError: (failure) => {
      if (isApiError(failure) && failure.code === 'CURRENT_PASSWORD_INVALID') return setErrors({ current: failure.message });
      // Something started meanwhile (a payment, a contract): show the list the server gave.
      if (isApiError(failure) && failure.code === 'ACCOUNT_DELETION_BLOCKED') return void queryClient.invalidateQueries({ queryKey: accountDeletionCheckKey });
      toast({ variant: 'destructive', title: 'Não foi possível excluir a conta', description: failure.message });
    },
  });
  const blockers: AccountDeletionBlockerDetail[] = check.data?.blockers ?? [];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    if (!current) found.current = 'Informe sua senha atual.';
    if (confirmation.trim().toUpperCase() !== ACCOUNT_DELETION_CONFIRMATION) found.confirmation = `Digite ${ACCOUNT_DELETION_CONFIRMATION} para confirmar.`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate({ currentPassword: current, confirmation });
  };

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
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-md">
        <AccountField
          label="Senha atual"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => {
            setCurrent(e.target.value);
            setErrors((found) => ({ ...found, current: undefined }));
          }}
          error={errors.current}
        />
        <AccountField
          label={`Digite ${ACCOUNT_DELETION_CONFIRMATION} para confirmar`}
          autoComplete="off"
          autoCapitalize="characters"
          value={confirmation}
          onChange={(e) => {
            setConfirmation(e.target.value);
            setErrors((found) => ({ ...found, confirmation: undefined }));
          }}
          error={errors.confirmation}
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
