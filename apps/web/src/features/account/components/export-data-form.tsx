import { todayInBrazil } from '@passarela/shared';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { CurrentPasswordField } from '../../../components/ui/current-password-field.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';
import { toast } from '../../../lib/toast.ts';
import { exportMyData } from '../api/account-data.ts';
import { downloadJson } from '../lib/download-json.ts';
import { useCurrentPasswordAction } from './use-current-password-action.ts';

/** Configurações → 'Baixar meus dados' (LGPD): a JSON file with everything stored about the user, after the password. */
export function ExportDataForm() {
  const { form, mutation } = useCurrentPasswordAction({
    action: exportMyData,
    onSuccess: (data) => {
      downloadJson(data, `passarela-meus-dados-${todayInBrazil()}.json`);
      form.reset();
      toast({ variant: 'success', title: 'Seus dados foram baixados', description: 'O arquivo está na pasta de downloads do seu aparelho.' });
    },
    failureTitle: 'Não foi possível baixar seus dados',
  });

  return (
    <SettingsCard
      title="Baixar meus dados"
      description="Um arquivo (JSON) com tudo o que a Passarela guarda sobre você: conta, perfil, fotos, vagas, candidaturas, contratos, avaliações, carteira e pagamentos. É um direito seu pela LGPD."
    >
      <form onSubmit={form.handleSubmit} noValidate className="grid gap-4 sm:max-w-md">
        <CurrentPasswordField {...form.field('current')} />
        <Button type="submit" variant="outline" isLoading={mutation.isPending} className="justify-self-start">
          <Download className="size-4" aria-hidden="true" />
          Baixar meus dados
        </Button>
      </form>
    </SettingsCard>
  );
}
