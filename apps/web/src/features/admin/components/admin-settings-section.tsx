import { type SettingKey, settingDefinitions } from '@passarela/shared';
import { TriangleAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast.ts';
import { useAdminSettings, useSaveSettings } from '../api/admin-api.ts';
import { uploadLogo } from '../api/upload-logo.ts';
import { changedSettings, maskSettingInput, type SettingFormValues, toFormValues } from '../lib/setting-input-values.ts';
import { adminInputClassName, adminLabelClassName, adminTextareaClassName, errorMessage } from './admin-field-classes.ts';

/** Groups in the order an operator thinks of them. */
const groups: Array<{ title: string; keys: SettingKey[] }> = [
  { title: 'Marca', keys: ['SITE_NAME', 'SITE_LOGO_URL', 'SITE_LOGO_SIZE', 'CONTACT_EMAIL', 'ADMIN_ALERT_EMAIL'] },
  { title: 'Formas de pagamento', keys: ['PAYMENT_METHOD_CREDIT_CARD', 'PAYMENT_METHOD_BOLETO', 'PAYMENT_METHOD_PIX', 'PAYMENT_METHOD_MERCADOPAGO'] },
  { title: 'Preços e taxas', keys: ['PRO_MONTHLY_PRICE_CENTS', 'PRO_YEARLY_PRICE_CENTS', 'PLATFORM_FEE_BPS', 'MIN_WITHDRAWAL_CENTS'] },
  { title: 'Limites', keys: ['FREE_MONTHLY_APPLICATIONS', 'FREE_GALLERY_LIMIT', 'PRO_GALLERY_LIMIT', 'REVIEW_WINDOW_DAYS'] },
  { title: 'Rastreamento e scripts', keys: ['FACEBOOK_PIXEL_ID', 'GOOGLE_TRACKING_ID', 'HEAD_CUSTOM_SCRIPTS'] },
];

/**
 * "Configurações": every app setting with the input its kind needs. Only changed keys are sent;
 * open browsers pick the change up on their next settings refresh (focus or every 60 s).
 */
export function AdminSettingsSection() {
  const settings = useAdminSettings();
  if (settings.isPending) return <Spinner className="size-6" />;
  if (settings.isError) {
    return (
      <p role="alert" className="text-red-700">
        {errorMessage(settings.error)}
      </p>
    );
  }
  return <SettingsForm loaded={toFormValues(settings.data)} />;
}

function SettingsForm({ loaded }: { loaded: SettingFormValues }) {
  const save = useSaveSettings();
  const [initial, setInitial] = useState<SettingFormValues>(loaded);
  const [form, setForm] = useState<SettingFormValues>(loaded);
  const [errors, setErrors] = useState<Partial<Record<SettingKey, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = changedSettings(initial, form);
    setErrors(result.errors);
    if (Object.keys(result.errors).length > 0) {
      toast({ title: 'Confira os campos destacados', variant: 'destructive' });
      return;
    }
    if (Object.keys(result.changes).length === 0) {
      toast({ title: 'Nada mudou' });
      return;
    }
    save.mutate(result.changes, {
      onSuccess: (response) => {
        const values = toFormValues(response.settings);
        setInitial(values);
        setForm(values);
        toast({ title: 'Configurações salvas', variant: 'success' });
      },
      // What the admin typed stays in the form.
      onError: (error) => toast({ title: 'Não foi possível salvar', description: errorMessage(error), variant: 'destructive' }),
    });
  }

  const set = (key: SettingKey, value: string | boolean) => setForm((current) => ({ ...current, [key]: value }));
  return (
    <form onSubmit={submit} aria-labelledby="admin-settings-title" noValidate>
      <h2 id="admin-settings-title" className="text-xl font-semibold text-gray-900">
        Configurações
      </h2>
      <div className="mt-4 space-y-6">
        {groups.map((group) => (
          <fieldset key={group.title} className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
            <legend className="px-1 text-base font-semibold text-gray-900">{group.title}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {group.keys.map((key) => (
                <SettingInput key={key} settingKey={key} value={form[key]} error={errors[key]} onChange={(value) => set(key, value)} />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <div className="sticky bottom-20 mt-6 flex justify-end md:bottom-4">
        <Button type="submit" size="lg" isLoading={save.isPending}>
          Salvar configurações
        </Button>
      </div>
    </form>
  );
}

function SettingInput({
  settingKey,
  value,
  error,
  onChange,
}: {
  settingKey: SettingKey;
  value: string | boolean;
  error?: string;
  onChange: (value: string | boolean) => void;
}) {
  const id = useId();
  const definition = settingDefinitions[settingKey];
  const errorId = `${id}-erro`;
  const describedBy = error ? errorId : undefined;
  const errorText = error && (
    <p id={errorId} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  );

  if (definition.kind === 'boolean') {
    return (
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-xl border border-gray-200 px-3">
        <span className="text-sm font-medium text-gray-900">{definition.label}</span>
        <input id={id} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} className="size-5 accent-brand-600" />
      </label>
    );
  }
  if (definition.kind === 'code') {
    return (
      <div className="sm:col-span-2">
        <label htmlFor={id} className={adminLabelClassName}>
          {definition.label}
        </label>
        <p className="mb-2 flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
          Este código roda em todas as páginas, para todos os visitantes. Cole apenas scripts de fontes confiáveis.
        </p>
        <textarea
          id={id}
          rows={6}
          spellCheck={false}
          value={String(value)}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy}
          className={`${adminTextareaClassName} font-mono text-sm`}
        />
        {errorText}
      </div>
    );
  }
  const prefix = definition.kind === 'money' ? 'R$' : undefined;
  const suffix = definition.kind === 'percent' ? '%' : undefined;
  return (
    <div>
      <label htmlFor={id} className={adminLabelClassName}>
        {definition.kind === 'percent' ? 'Taxa da plataforma' : definition.label}
      </label>
      <div className="flex items-center gap-2">
        {prefix && <span className="text-sm text-gray-600">{prefix}</span>}
        <input
          id={id}
          type="text"
          inputMode={definition.kind === 'number' ? 'numeric' : definition.kind === 'money' || definition.kind === 'percent' ? 'decimal' : undefined}
          value={String(value)}
          onChange={(event) => onChange(maskSettingInput(settingKey, event.target.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={adminInputClassName}
        />
        {suffix && <span className="text-sm text-gray-600">{suffix}</span>}
      </div>
      {definition.kind === 'image' && <LogoUpload onUploaded={(url) => onChange(url)} />}
      {definition.kind === 'image' && typeof value === 'string' && value && (
        <img src={value} alt="Prévia do logo" width={202} height={40} className="mt-2 h-10 w-auto rounded border border-gray-200 bg-white p-1" />
      )}
      {errorText}
    </div>
  );
}

/** Sends an image file and puts its URL in the Logo field; saving the form applies it. */
function LogoUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const id = useId();
  const [sending, setSending] = useState(false);
  async function send(file: File | undefined) {
    if (!file) return;
    setSending(true);
    try {
      onUploaded(await uploadLogo(file));
      toast({ title: 'Imagem enviada', description: 'Clique em Salvar configurações para usar o novo logo.', variant: 'success' });
    } catch (error) {
      toast({ title: 'Não foi possível enviar o logo', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }
  return (
    <div className="mt-2 flex items-center gap-2">
      <label
        htmlFor={id}
        className="inline-flex h-9 cursor-pointer items-center rounded-full border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-900 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 hover:bg-brand-50"
      >
        {sending ? 'Enviando…' : 'Enviar imagem do logo'}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          disabled={sending}
          onChange={(event) => void send(event.target.files?.[0])}
        />
      </label>
      <span className="text-xs text-gray-600">JPEG, PNG ou WebP, até 10 MB.</span>
    </div>
  );
}
