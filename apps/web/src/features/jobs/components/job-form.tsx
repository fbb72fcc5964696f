import {
  brazilianStates,
  genderOptions,
  jobTypeOptions,
  type JobView,
  modelPhysicalTypeOptions,
  modelTypeOptions,
  payUnitLabels,
  payUnits,
} from '@passarela/shared';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ChipGroup } from '../../../components/ui/chip-group.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { Input, inputClassName } from '../../../components/ui/input.tsx';
import { OptionSelect, selectClassName } from '../../../components/ui/option-select.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { useCreateJob, useUpdateJob } from '../api/jobs.ts';
import {
  changedJobFields,
  emptyJobForm,
  type JobFormErrors,
  type JobFormValues,
  jobToFormValues,
  minStartDate,
  serverJobErrors,
  toJobBody,
  validateJobForm,
} from '../lib/job-form.ts';

const textareaClassName = inputClassName.replace('h-12', 'min-h-36 py-3');

/**
 * "Nova vaga" and "Editar vaga": every field with its label, checked with the shared schema
 * before sending; a refused save keeps everything typed and marks the fields the server named.
 */
export function JobForm({ job, onDone, onCancel }: { job?: JobView; onDone: (job: JobView) => void; onCancel: () => void }) {
  const [initial] = useState<JobFormValues>(() => (job ? jobToFormValues(job) : emptyJobForm));
  const { values, errors, setErrors, set, chips } = useFormFields(initial);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateJob();
  const update = useUpdateJob();
  const pending = create.isPending || update.isPending;

  const showErrors = (found: JobFormErrors, title = 'Confira os campos destacados') => {
    setErrors(found);
    const first = Object.values(found).find(Boolean);
    toast({ variant: 'destructive', title, description: first });
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const onServerError = (error: Error) => {
    const found = isApiError(error) ? serverJobErrors(error.details) : {};
    if (Object.keys(found).length > 0) return showErrors(found, error.message);
    toast({ variant: 'destructive', title: 'Não foi possível salvar a vaga', description: error.message });
  };

  const submit = (publish: boolean) => {
    const found = validateJobForm(values, publish);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    if (job) {
      const changes = changedJobFields(initial, values);
      if (Object.keys(changes).length === 0) return onDone(job);
      update.mutate(
        { jobId: job.id, body: changes },
        {
          onSuccess: (saved) => {
            toast({ variant: 'success', title: 'Vaga atualizada!' });
            onDone(saved);
          },
          onError: onServerError,
        },
      );
      return;
    }
    create.mutate(
      { ...toJobBody(values), publish },
      {
        onSuccess: (saved) => {
          toast({ variant: 'success', title: publish ? 'Vaga publicada!' : 'Rascunho salvo!', description: publish ? 'Ela já aparece em /vagas.' : undefined });
          onDone(saved);
        },
        onError: onServerError,
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(!job);
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={job ? 'Editar vaga' : 'Nova vaga'}>
      <FormSection title="Sobre a vaga">
        <Field label="Título" error={errors.title} hint="De 5 a 120 caracteres. Ex.: Recepcionistas para feira de tecnologia">
          {(control) => <Input {...control} maxLength={120} value={values.title} onChange={(e) => set('title', e.target.value)} />}
        </Field>
        <Field label="Descrição" error={errors.description} hint="Conte o que será feito, horários, figurino e o que está incluso (mínimo de 20 caracteres).">
          {(control) => (
            <textarea
              {...control}
              className={textareaClassName}
              maxLength={5000}
              value={values.description}
              onChange={(e) => set('description', e.target.value)}
            />
          )}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Tipo de trabalho" error={errors.job_type}>
            {(control) => <OptionSelect control={control} options={jobTypeOptions} value={values.job_type} onChange={(v) => set('job_type', v)} />}
          </Field>
          <Field label="Número de vagas" error={errors.openings}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                value={values.openings}
                onChange={(e) => set('openings', e.target.value)}
              />
            )}
          </Field>
        </div>
      </FormSection>

      <FormSection title="Local e datas">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Cidade" error={errors.city}>
            {(control) => <Input {...control} maxLength={80} value={values.city} onChange={(e) => set('city', e.target.value)} />}
          </Field>
          <Field label="Estado (UF)" error={errors.state}>
            {(control) => (
              <OptionSelect
                control={control}
                options={brazilianStates.map((s) => ({ value: s.value, label: `${s.label} (${s.value})` }))}
                value={values.state}
                onChange={(v) => set('state', v)}
              />
            )}
          </Field>
          <Field label="Data de início" error={errors.starts_on}>
            {(control) => <Input {...control} type="date" min={minStartDate()} value={values.starts_on} onChange={(e) => set('starts_on', e.target.value)} />}
          </Field>
          <Field label="Data de término (opcional)" error={errors.ends_on}>
            {(control) => (
              <Input
                {...control}
                type="date"
                min={values.starts_on || minStartDate()}
                value={values.ends_on}
                onChange={(e) => set('ends_on', e.target.value)}
              />
            )}
          </Field>
          <Field label="Inscrições até (opcional)" error={errors.application_deadline} hint="Até a data de início.">
            {(control) => (
              <Input
                {...control}
                type="date"
                min={minStartDate()}
                max={values.starts_on || undefined}
                value={values.application_deadline}
                onChange={(e) => set('application_deadline', e.target.value)}
              />
            )}
          </Field>
        </div>
      </FormSection>

      <FormSection title="Cachê">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Valor (R$)" error={errors.pay} hint="Ex.: 250 ou 250,50">
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                autoComplete="off"
                maxLength={12}
                value={values.pay}
                onChange={(e) => set('pay', e.target.value.replace(/[^\d.,]/g, ''))}
              />
            )}
          </Field>
          <Field label="Cobrado" error={errors.pay_unit}>
            {(control) => (
              <select
                {...control}
                className={selectClassName}
                value={values.pay_unit}
                onChange={(e) => set('pay_unit', e.target.value as JobFormValues['pay_unit'])}
              >
                {payUnits.map((unit) => (
                  <option key={unit} value={unit}>
                    {payUnitLabels[unit]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </FormSection>

      <FormSection title="Requisitos (opcionais)" description="Deixe em branco o que não importa: todos os perfis poderão se candidatar.">
        <Field label="Gênero" error={errors.required_gender}>
          {(control) => (
            <OptionSelect
              control={control}
              options={genderOptions}
              value={values.required_gender}
              onChange={(v) => set('required_gender', v)}
              placeholder="Qualquer"
            />
          )}
        </Field>
        <ChipGroup legend="Aparência" options={modelTypeOptions} {...chips('required_model_types')} />
        <ChipGroup legend="Perfil físico" options={modelPhysicalTypeOptions} {...chips('required_physical_types')} />
        <div className="grid grid-cols-2 gap-5">
          <NumberField label="Idade mínima" value={values.min_age} error={errors.min_age} onChange={(v) => set('min_age', v)} min={18} max={80} />
          <NumberField label="Idade máxima" value={values.max_age} error={errors.max_age} onChange={(v) => set('max_age', v)} min={18} max={80} />
          <NumberField
            label="Altura mínima (cm)"
            value={values.min_height_cm}
            error={errors.min_height_cm}
            onChange={(v) => set('min_height_cm', v)}
            min={140}
            max={210}
          />
          <NumberField
            label="Altura máxima (cm)"
            value={values.max_height_cm}
            error={errors.max_height_cm}
            onChange={(v) => set('max_height_cm', v)}
            min={140}
            max={210}
          />
        </div>
      </FormSection>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
        {job ? (
          <Button type="submit" isLoading={update.isPending}>
            Salvar alterações
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={() => submit(false)} isLoading={create.isPending && create.variables?.publish === false} disabled={pending}>
              Salvar rascunho
            </Button>
            <Button type="submit" isLoading={create.isPending && create.variables?.publish === true} disabled={pending}>
              Publicar vaga
            </Button>
          </>
        )}
      </div>
    </form>
  );
}

function NumberField({
  label,
  value,
  error,
  onChange,
  min,
  max,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
}) {
  return (
    <Field label={label} error={error}>
      {(control) => <Input {...control} type="number" inputMode="numeric" min={min} max={max} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}
