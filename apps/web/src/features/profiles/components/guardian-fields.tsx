import { GUARDIAN_NAME_MAX_LENGTH } from '@passarela/shared';
import type { ReactNode } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PhoneInput } from './phone-input.tsx';
import type { ProfileFieldsProps } from './profile-fields-props.ts';

/**
 * "Responsável legal": asked of a model under 18 (docs/security.md #23). Private: contractors of
 * an accepted contract reach the guardian instead of her, and the guardian gets a copy of her
 * emails. The guardian confirms by email before she can apply or be hired; `children` says where
 * that stands (README "Minors reach contractors through a guardian").
 */
export function GuardianFields({ values, errors, set, children }: ProfileFieldsProps & { children?: ReactNode }) {
  return (
    <FormSection
      title="Responsável legal"
      description="Como você tem menos de 18 anos, precisamos de um responsável, que confirma a autorização por email. Quem fechar um trabalho com você fala com ele: o seu WhatsApp e o seu Instagram não são compartilhados. Ele também recebe uma cópia dos nossos emails para você."
    >
      {children}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Nome completo do responsável" error={errors.guardian_name} className="sm:col-span-2">
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              maxLength={GUARDIAN_NAME_MAX_LENGTH}
              value={values.guardian_name}
              onChange={(e) => set('guardian_name', e.target.value)}
            />
          )}
        </Field>
        <Field label="Email do responsável" error={errors.guardian_email}>
          {(control) => (
            <Input
              {...control}
              type="email"
              inputMode="email"
              autoComplete="off"
              autoCapitalize="none"
              placeholder="responsavel@email.com"
              value={values.guardian_email}
              onChange={(e) => set('guardian_email', e.target.value)}
            />
          )}
        </Field>
        <Field label="WhatsApp do responsável" error={errors.guardian_phone}>
          {(control) => <PhoneInput control={control} autoComplete="off" value={values.guardian_phone} onChange={(masked) => set('guardian_phone', masked)} />}
        </Field>
      </div>
    </FormSection>
  );
}
