import { type EmailPreferences, emailPreferenceCategories, emailPreferenceTexts } from '@passarela/shared';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useEmailPreferences, useSaveEmailPreferences } from '../api/email-preferences.ts';

/** Configurações → 'Emails de notificação': one switch per kind; the bell keeps showing everything. */
export function EmailPreferencesForm() {
  const stored = useEmailPreferences();
  return (
    <SettingsCard
      title="Emails de notificação"
      description="Escolha o que também chega no seu email. No sino do site você continua vendo tudo, e emails da sua conta (confirmação, senha) sempre chegam."
    >
      {stored.isPending ? (
        <Spinner className="size-6" />
      ) : stored.isError ? (
        <div role="alert" className="grid gap-3 text-sm text-red-700">
          <p>Não foi possível carregar suas preferências.</p>
          <Button variant="outline" size="sm" className="justify-self-start" onClick={() => void stored.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <PreferenceSwitches initial={stored.data} />
      )}
    </SettingsCard>
  );
}

function PreferenceSwitches({ initial }: { initial: EmailPreferences }) {
  const id = useId();
  const save = useSaveEmailPreferences();
  const form = useForm({
    initialValues: initial,
    onSubmit: (values) =>
      save.mutate(values, {
        onSuccess: () => toast({ variant: 'success', title: 'Preferências salvas', description: 'Seus emails de notificação foram atualizados.' }),
        onError: (error) => toast({ variant: 'destructive', title: 'Não foi possível salvar', description: error.message }),
      }),
  });
  return (
    <form onSubmit={form.handleSubmit} className="grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="sr-only">Receber por email</legend>
        {emailPreferenceCategories.map((category) => (
          <div key={category} className="flex items-start gap-3 rounded-xl border border-gray-200 p-3">
            <input
              id={`${id}-${category}`}
              type="checkbox"
              aria-describedby={`${id}-${category}-dica`}
              className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-600"
              checked={form.values[category]}
              onChange={(e) => form.setValue(category, e.target.checked)}
            />
            <div>
              <label htmlFor={`${id}-${category}`} className="block cursor-pointer text-sm font-medium text-gray-900">
                {emailPreferenceTexts[category].label}
              </label>
              <p id={`${id}-${category}-dica`} className="text-sm text-gray-600">
                {emailPreferenceTexts[category].hint}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <Button type="submit" variant="outline" isLoading={save.isPending} className="justify-self-start">
        Salvar preferências
      </Button>
    </form>
  );
}
