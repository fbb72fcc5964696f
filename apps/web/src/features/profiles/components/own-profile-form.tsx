import {
  type OwnProfile,
  brazilianStates,
  displayInstagramHandle,
  eyeColorOptions,
  genderOptions,
  hairColorOptions,
  modelCharacteristicOptions,
  modelPhysicalTypeOptions,
  modelTypeOptions,
  normalizeInstagramHandle,
  photographerSpecialtyOptions,
  profileCategoryOptions,
  workInterestOptions,
} from '@passarela/shared';
import { type ComponentType, type FormEvent, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ChipGroup } from '../../../components/ui/chip-group.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { OptionSelect, selectClassName } from '../../../components/ui/option-select.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { useUpdateOwnProfile } from '../api/update-own-profile.ts';
import {
  type OwnProfileFormErrors,
  type OwnProfileFormValues,
  firstError,
  isBirthDateLocked,
  needsGuardian,
  serverFieldErrors,
  toFormValues,
  toRequestBody,
  validateOwnProfileForm,
  validationToastTitle,
} from '../lib/own-profile-form.ts';
import { AboutFields } from './about-fields.tsx';
import { CompanyFields } from './company-fields.tsx';
import { GuardianFields } from './guardian-fields.tsx';
import { MeasurementFields } from './measurement-fields.tsx';
import { PhoneInput } from './phone-input.tsx';
import { VisibilitySwitch } from './visibility-switch.tsx';

/** The guardian as typed in the form, for whatever the page shows about its confirmation. */
export type TypedGuardian = Pick<OwnProfileFormValues, 'guardian_name' | 'guardian_email' | 'guardian_phone'>;

/**
 * "Meu Perfil": every field of the wizard, the profile details by account type (a model's comp
 * card, a photographer's specialties, the company for contractors and photographers) and the
 * visibility switch, saved at once. A refused save keeps everything typed and marks the fields.
 * `GuardianStatus` shows, in a minor's guardian section, where the confirmation stands (the
 * page composes it from the guardian-consent feature).
 */
export function OwnProfileForm({
  profile,
  onSaved,
  GuardianStatus,
}: {
  profile: OwnProfile;
  onSaved: (profile: OwnProfile) => void;
  GuardianStatus?: ComponentType<{ typed: TypedGuardian }>;
}) {
  const { values, setValues, errors, setErrors, set, toggle, chips } = useFormFields(() => toFormValues(profile));
  const formRef = useRef<HTMLFormElement>(null);
  const isModel = profile.user_type === 'model';
  const isPhotographer = profile.user_type === 'photographer';
  const update = useUpdateOwnProfile({
    onSaved: (saved) => {
      setValues(toFormValues(saved));
      toast({ variant: 'success', title: 'Perfil atualizado!', description: 'Suas alterações já aparecem no seu perfil público.' });
      onSaved(saved);
    },
  });

  const showErrors = (found: OwnProfileFormErrors) => {
    setErrors(found);
    const first = firstError(found);
    toast({ variant: 'destructive', title: validationToastTitle(first), description: first });
    // Move focus to the first field that needs attention (DOM order is the reading order).
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby] input')?.focus());
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateOwnProfileForm(values, profile.user_type, profile.email);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    update.mutate(toRequestBody(values, profile.user_type), {
      // The values stay as typed: only the errors change.
      onError: (error) => {
        const fromServer = isApiError(error) ? serverFieldErrors(error.details, values) : {};
        if (Object.keys(fromServer).length > 0) return showErrors(fromServer);
        toast({ variant: 'destructive', title: 'Não foi possível salvar', description: error.message });
      },
    });
  };

  const handle = normalizeInstagramHandle(values.instagram_handle_raw);

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-8">
      <FormSection title="Seus dados">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Nome" error={errors.first_name}>
            {(control) => <Input {...control} value={values.first_name} onChange={(e) => set('first_name', e.target.value)} />}
          </Field>
          <Field label="Sobrenome" error={errors.last_name}>
            {(control) => <Input {...control} value={values.last_name} onChange={(e) => set('last_name', e.target.value)} />}
          </Field>
          <Field label="WhatsApp" error={errors.phone} hint="Visível só para quem fechar um trabalho com você.">
            {(control) => <PhoneInput control={control} value={values.phone} onChange={(masked) => set('phone', masked)} />}
          </Field>
          <Field
            label="Instagram"
            error={errors.instagram_handle_raw}
            hint={handle ? `Será salvo como: ${displayInstagramHandle(handle)}` : 'Seu @ ou o link do seu perfil.'}
          >
            {(control) => (
              <Input
                {...control}
                autoCapitalize="none"
                autoCorrect="off"
                placeholder="@seuperfil"
                value={values.instagram_handle_raw}
                onChange={(e) => set('instagram_handle_raw', e.target.value)}
              />
            )}
          </Field>
          <Field label="Cidade" error={errors.city}>
            {(control) => <Input {...control} autoComplete="address-level2" value={values.city} onChange={(e) => set('city', e.target.value)} />}
          </Field>
          <Field label="Estado" error={errors.state}>
            {(control) => (
              <select {...control} className={selectClassName} value={values.state} onChange={(e) => set('state', e.target.value)}>
                <option value="">Selecione o estado</option>
                {brazilianStates.map((state) => (
                  <option key={state.value} value={state.value}>
                    {state.label} ({state.value})
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </FormSection>

      <FormSection title="Sobre você">
        <AboutFields values={values} errors={errors} set={set} withBirthDate={isModel} birthDateLocked={isBirthDateLocked(profile)} />
      </FormSection>

      {needsGuardian(values, profile.user_type) && (
        <GuardianFields values={values} errors={errors} set={set}>
          {GuardianStatus && (
            <GuardianStatus typed={{ guardian_name: values.guardian_name, guardian_email: values.guardian_email, guardian_phone: values.guardian_phone }} />
          )}
        </GuardianFields>
      )}

      {isModel && (
        <>
          <FormSection title="Aparência">
            <div className="grid gap-5 sm:grid-cols-3">
              <Field label="Gênero" error={errors.gender}>
                {(control) => (
                  <select {...control} className={selectClassName} value={values.gender} onChange={(e) => set('gender', e.target.value)}>
                    {genderOptions.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label="Tipo (Aparência)" error={errors.model_type}>
                {(control) => (
                  <OptionSelect control={control} options={modelTypeOptions} value={values.model_type} onChange={(value) => set('model_type', value)} />
                )}
              </Field>
              <Field label="Perfil físico" error={errors.model_physical_type}>
                {(control) => (
                  <OptionSelect
                    control={control}
                    options={modelPhysicalTypeOptions}
                    value={values.model_physical_type}
                    onChange={(value) => set('model_physical_type', value)}
                  />
                )}
              </Field>
              <Field label="Cor do cabelo" error={errors.hair_color}>
                {(control) => (
                  <OptionSelect control={control} options={hairColorOptions} value={values.hair_color} onChange={(value) => set('hair_color', value)} />
                )}
              </Field>
              <Field label="Cor dos olhos" error={errors.eye_color}>
                {(control) => (
                  <OptionSelect control={control} options={eyeColorOptions} value={values.eye_color} onChange={(value) => set('eye_color', value)} />
                )}
              </Field>
            </div>
            <ChipGroup
              legend="Características"
              hint="Opcional, mas ajuda a refinar buscas."
              options={modelCharacteristicOptions}
              selected={values.model_characteristics}
              onToggle={(value) => toggle('model_characteristics', value)}
            />
          </FormSection>

          <FormSection title="Medidas" description="Em centímetros, como no seu comp card.">
            <MeasurementFields values={values} errors={errors} set={set} />
          </FormSection>

          <FormSection title="Categorias">
            <ChipGroup
              legend="Categorias do perfil"
              hint="Os tipos de trabalho em que você se encaixa."
              options={profileCategoryOptions}
              {...chips('profile_categories')}
            />
            <ChipGroup legend="Interesses de trabalho" options={workInterestOptions} {...chips('work_interests')} />
          </FormSection>
        </>
      )}

      {isPhotographer && (
        <FormSection title="Especialidades">
          <ChipGroup
            legend="O que você fotografa"
            hint="Ajuda contratantes e modelos a encontrar você."
            options={photographerSpecialtyOptions}
            {...chips('photographer_specialties')}
          />
        </FormSection>
      )}

      {!isModel && (
        <FormSection title="Empresa">
          <CompanyFields values={values} errors={errors} set={set} />
        </FormSection>
      )}

      <FormSection title="Visibilidade">
        <VisibilitySwitch checked={values.is_hidden} onChange={(checked) => set('is_hidden', checked)} />
      </FormSection>

      <div className="flex justify-end">
        <Button type="submit" size="lg" isLoading={update.isPending} className="w-full sm:w-auto">
          {update.isPending ? 'Salvando...' : 'Salvar alterações'}
        </Button>
      </div>
    </form>
  );
}
