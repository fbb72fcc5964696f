import { PASSWORD_MAX_LENGTH } from '@passarela/shared';
import { TextField } from '../../../../components/ui/text-field.tsx';
import type { StepProps } from './step-props.ts';

/** Step 2, 'Seus Dados'. */
export function PersonalStep({ form, update, fieldId, errors }: StepProps) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={fieldId('first_name')}
          error={errors.first_name}
          label="Nome"
          autoComplete="given-name"
          maxLength={60}
          value={form.first_name}
          onChange={(e) => update({ first_name: e.target.value })}
        />
        <TextField
          id={fieldId('last_name')}
          error={errors.last_name}
          label="Sobrenome"
          autoComplete="family-name"
          maxLength={80}
          value={form.last_name}
          onChange={(e) => update({ last_name: e.target.value })}
        />
      </div>
      <TextField
        id={fieldId('email')}
        error={errors.email}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="seu@email.com"
        maxLength={254}
        value={form.email}
        onChange={(e) => update({ email: e.target.value })}
      />
      <TextField
        id={fieldId('password')}
        error={errors.password}
        label="Senha"
        type="password"
        autoComplete="new-password"
        placeholder="Mínimo de 6 caracteres"
        maxLength={PASSWORD_MAX_LENGTH}
        value={form.password}
        onChange={(e) => update({ password: e.target.value })}
      />
      <TextField
        id={fieldId('confirmPassword')}
        error={errors.confirmPassword}
        label="Confirmar Senha"
        type="password"
        autoComplete="new-password"
        placeholder="Repita a senha"
        maxLength={PASSWORD_MAX_LENGTH}
        value={form.confirmPassword}
        onChange={(e) => update({ confirmPassword: e.target.value })}
      />
    </div>
  );
}
