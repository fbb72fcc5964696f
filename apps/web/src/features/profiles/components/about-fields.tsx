import { BIO_MAX_LENGTH, formatNumberPtBr, oldestBirthDate } from '@passarela/shared';
import { Field } from '../../../components/ui/field.tsx';
import { inputClassName } from '../../../components/ui/input.tsx';
import type { ProfileFieldsProps } from './profile-fields-props.ts';

/** Today as YYYY-MM-DD in the browser's clock: the latest birth date a date picker offers. */
function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * "Sobre você": the bio for everyone, the birth date for models (the public profile shows only the
 * age). The birth date is set once: saved, it is shown read-only (README "Minors reach contractors
 * through a guardian").
 */
export function AboutFields({
  values,
  errors,
  set,
  withBirthDate,
  birthDateLocked,
}: ProfileFieldsProps & { withBirthDate: boolean; birthDateLocked: boolean }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field
        label="Bio"
        error={errors.bio}
        hint={`${formatNumberPtBr(values.bio.length)}/${formatNumberPtBr(BIO_MAX_LENGTH)} caracteres`}
        className="sm:col-span-2"
      >
        {(control) => (
          <textarea
            {...control}
            rows={5}
            maxLength={BIO_MAX_LENGTH}
            className={`${inputClassName} h-auto py-3`}
            placeholder="Conte um pouco sobre você, sua experiência e os trabalhos que gosta de fazer."
            value={values.bio}
            onChange={(e) => set('bio', e.target.value)}
          />
        )}
      </Field>
      {withBirthDate && (
        <Field
          label="Data de nascimento"
          error={errors.birth_date}
          hint={
            birthDateLocked
              ? 'No perfil público aparece só a sua idade. Para corrigir a data, fale com o suporte.'
              : 'No perfil público aparece só a sua idade. Confira antes de salvar: depois, só o suporte pode mudar.'
          }
        >
          {(control) => (
            <input
              {...control}
              type="date"
              min={oldestBirthDate()}
              max={todayIso()}
              autoComplete="bday"
              readOnly={birthDateLocked}
              className={`${inputClassName} read-only:bg-gray-50 read-only:text-gray-700`}
              value={values.birth_date}
              onChange={(e) => set('birth_date', e.target.value)}
            />
          )}
        </Field>
      )}
    </div>
  );
}
