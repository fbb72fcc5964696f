import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { signOutEverywhere } from '../api/account-security.ts';
import { AccountField } from './account-field.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';

/** Configurações → 'Sair de todos os dispositivos': ends every session, this one too, after the current password. */
export function SignOutEverywhereForm({ onSignedOut }: { onSignedOut: () => void }) {
  const [current, setCurrent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      toast({ variant: 'success', title: 'Você saiu de todos os dispositivos', description: 'Entre novamente para continuar usando a Passarela.' });
      onSignedOut();
    },
    onError: (failure) => {
      if (isApiError(failure) && failure.code === 'CURRENT_PASSWORD_INVALID') return setError(failure.message);
      toast({ variant: 'destructive', title: 'Não foi possível sair dos dispositivos', description: failure.message });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!current) return setError('Informe sua senha atual.');
    setError(undefined);
    mutation.mutate({ currentPassword: current });
  };

  return (
    <SettingsCard
      title="Sair de todos os dispositivos"
      description="Encerra sua sessão em todos os celulares e computadores, inclusive neste. Use se perdeu um aparelho ou entrou em um computador de outra pessoa."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-md">
        <AccountField
          label="Senha atual"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={error}
        />
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
