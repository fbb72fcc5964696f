import { Field } from '../../../components/ui/field.tsx';
import { Input, inputClassName } from '../../../components/ui/input.tsx';
import type { ProfileFieldsProps } from './profile-fields-props.ts';

/** "Empresa" (contractors and photographers): the company or brand, its site and what it does. */
export function CompanyFields({ values, errors, set }: ProfileFieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label="Nome da empresa ou marca" error={errors.company_name}>
        {(control) => <Input {...control} autoComplete="organization" value={values.company_name} onChange={(e) => set('company_name', e.target.value)} />}
      </Field>
      <Field label="Site" error={errors.company_website}>
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            placeholder="www.suaempresa.com.br"
            value={values.company_website}
            onChange={(e) => set('company_website', e.target.value)}
          />
        )}
      </Field>
      <Field label="Sobre a empresa" error={errors.company_details} className="sm:col-span-2">
        {(control) => (
          <textarea
            {...control}
            rows={5}
            maxLength={2000}
            className={`${inputClassName} h-auto py-3`}
            placeholder="Conte que tipo de trabalho você oferece e para quem."
            value={values.company_details}
            onChange={(e) => set('company_details', e.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
