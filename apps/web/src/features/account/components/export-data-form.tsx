import { todayInBrazil } from '@passarela/shared';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { exportMyData } from '../api/account-data.ts';
import { downloadJson } from '../lib/download-json.ts';
import { AccountField } from './account-field.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';

/** Configurações → 'Baixar meus dados' (LGPD): a JSON file with everything stored about the user, after the password. */
export function ExportDataForm() {
  const [current, setCurrent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: exportMyData,
    onSuccess: (data) => {
      downloadJson(data, `passarela-meus-dados-${todayInBrazil()}.json`);
      setCurrent('');
      toast({ variant: 'success', title: 'Seus dados foram baixados', description: 'O arquivo está na pasta de downloads do seu aparelho.' });
    },
    onError: (failure) => {
      if (isApiError(failure) && failure.code === 'CURRENT_PASSWORD_INVALID') return setError(failure.message);
      toast({ variant: 'destructive', title: 'Não foi possível baixar seus dados', description: failure.message });
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
      title="Baixar meus dados"
      description="Um arquivo (JSON) com tudo o que a Passarela guarda sobre você: conta, perfil, fotos, vagas, candidaturas, contratos, avaliações, carteira e pagamentos. É um direito seu pela LGPD."
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
        <Button type="submit" variant="outline" isLoading={mutation.isPending} className="justify-self-start">
          <Download className="size-4" aria-hidden="true" />
          Baixar meus dados
        </Button>
      </form>
    </SettingsCard>
  );
}
