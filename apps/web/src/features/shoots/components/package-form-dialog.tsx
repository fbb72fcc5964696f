import { brazilianStates, optionsOf, type ShootPackageView, SHOOT_EXTRAS_MAX, shootCategories, shootCategoryLabels, shootLocationKindLabels, shootLocationKinds } from '@passarela/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CurrencyField } from '../../../components/ui/currency-field.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { OptionSelect } from '../../../components/ui/option-select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSaveShootPackage } from '../api/save-shoot-package.ts';
import { type PackageFormErrors, type PackageFormValues, durationOptions, newExtraRow, packageFormValues, packageRequest } from '../lib/package-form.ts';
import { CoverPicker } from './cover-picker.tsx';

const categoryOptions = optionsOf(shootCategories, shootCategoryLabels);
const stateOptions = brazilianStates.map((state) => ({ value: state.value, label: `${state.label} (${state.value})` }));

const textareaClassName =
  'block w-full rounded-xl border border-gray-300 bg-white px-4 py-3 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-600';

/**
 * 'Novo ensaio' / 'Editar ensaio': every field of a package, checked with the server's own schema
 * before sending (its messages under each field); the server's refusal shows above the buttons.
 */
export function PackageFormDialog({
  pkg,
  home,
  open,
  onOpenChange,
}: {
  pkg: ShootPackageView | null;
  home: { city: string | null; state: string | null };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveShootPackage();
  const [values, setValues] = useState<PackageFormValues>(() => packageFormValues(pkg, home));
  const [errors, setErrors] = useState<PackageFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const id = useId();
  const set = (change: Partial<PackageFormValues>) => setValues((current) => ({ ...current, ...change }));
  const setExtra = (index: number, change: Partial<PackageFormValues['extras'][number]>) =>
    set({ extras: values.extras.map((row, at) => (at === index ? { ...row, ...change } : row)) });

  function submit() {
    const request = packageRequest(values);
    if ('errors' in request) {
      setErrors(request.errors);
      setFormError('Confira os campos destacados.');
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate(
      { id: pkg?.id ?? null, body: request.body },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: pkg ? 'Ensaio atualizado' : 'Ensaio publicado!', description: pkg ? undefined : 'Ele já aparece em Ensaios e no seu perfil.' });
          onOpenChange(false);
        },
        onError: (error) => setFormError(error.message),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={pkg ? 'Editar ensaio' : 'Novo ensaio'} className="max-w-2xl">
      <form
        noValidate
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField label="Título" placeholder="Ex.: Book fotográfico — 2 h, 3 looks" value={values.title} onChange={(event) => set({ title: event.target.value })} error={errors.title} />
        <Field label="Categoria" error={errors.category}>
          {(control) => <OptionSelect control={control} options={categoryOptions} value={values.category} onChange={(category) => set({ category: category as PackageFormValues['category'] })} />}
        </Field>
        <Field label="Descrição" error={errors.description} hint="Como é o ensaio, quantos looks, o que levar.">
          {(control) => <textarea {...control} rows={5} value={values.description} onChange={(event) => set({ description: event.target.value })} className={textareaClassName} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Duração" error={errors.durationMinutes}>
            {(control) => <OptionSelect control={control} options={durationOptions} value={values.durationMinutes} onChange={(durationMinutes) => set({ durationMinutes })} />}
          </Field>
          <TextField label="Fotos editadas" inputMode="numeric" value={values.editedPhotos} onChange={(event) => set({ editedPhotos: event.target.value })} error={errors.editedPhotos} />
          <TextField label="Entrega (dias)" inputMode="numeric" value={values.deliveryDays} onChange={(event) => set({ deliveryDays: event.target.value })} error={errors.deliveryDays} />
        </div>
        <CurrencyField label="Preço" value={values.price} onChange={(price) => set({ price })} error={errors.price} />
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-gray-900">Local</legend>
          <div className="grid grid-cols-2 gap-2">
            {shootLocationKinds.map((kind) => (
              <label
                key={kind}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-gray-200 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
              >
                <input type="radio" name={`${id}-local`} className="size-4 accent-brand-600" checked={values.locationKind === kind} onChange={() => set({ locationKind: kind })} />
                {shootLocationKindLabels[kind]}
              </label>
            ))}
          </div>
        </fieldset>
        {values.locationKind === 'studio' && (
          <TextField label="Endereço do estúdio" value={values.address} onChange={(event) => set({ address: event.target.value })} error={errors.address} />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Cidade" value={values.city} onChange={(event) => set({ city: event.target.value })} error={errors.city} />
          <Field label="Estado (UF)" error={errors.uf}>
            {(control) => <OptionSelect control={control} options={stateOptions} value={values.uf} onChange={(uf) => set({ uf })} />}
          </Field>
        </div>
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium text-gray-900">Extras opcionais (até {SHOOT_EXTRAS_MAX})</legend>
          {values.extras.map((row, index) => (
            <div key={row.key} className="grid grid-cols-[minmax(0,1fr)_8rem_auto] items-start gap-2">
              <TextField label={`Nome do extra ${index + 1}`} placeholder="Ex.: Maquiagem" value={row.label} onChange={(event) => setExtra(index, { label: event.target.value })} error={errors[`extras.${index}.label`]} />
              <CurrencyField label={`Preço do extra ${index + 1}`} value={row.price} onChange={(price) => setExtra(index, { price })} error={errors[`extras.${index}.price`]} />
              <Button
                variant="ghost"
                size="icon"
                className="mt-7"
                aria-label={`Remover extra ${index + 1}`}
                onClick={() => set({ extras: values.extras.filter((_, at) => at !== index) })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </div>
          ))}
          {errors.extras && <p className="text-sm font-medium text-red-700">{errors.extras}</p>}
          {values.extras.length < SHOOT_EXTRAS_MAX && (
            <Button variant="outline" size="sm" className="justify-self-start" onClick={() => set({ extras: [...values.extras, newExtraRow()] })}>
              <Plus className="size-4" aria-hidden="true" />
              Adicionar extra
            </Button>
          )}
        </fieldset>
        <CoverPicker selected={values.coverMediaIds} onChange={(coverMediaIds) => set({ coverMediaIds })} error={errors.coverMediaIds} />
        {formError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {formError}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Voltar
          </Button>
          <Button type="submit" isLoading={save.isPending}>
            {pkg ? 'Salvar alterações' : 'Publicar ensaio'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
