import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { resetPassword } from '../api/password-recovery.ts';
import { newPasswordProblem } from '../lib/new-password-problem.ts';
import { AccountField } from './account-field.tsx';

/** /redefinir-senha?token=: a new password (the sign-up rules), then the login modal. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'password' | 'confirmation', string>>>({});
  const mutation = useMutation({ mutationFn: resetPassword, onSuccess: onDone });
  const tokenInvalid = isApiError(mutation.error) && mutation.error.code === 'RESET_TOKEN_INVALID';
  const tooCommon = isApiError(mutation.error) && mutation.error.code === 'PASSWORD_TOO_COMMON';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirmation);
    if (problem) return setErrors({ [problem.field]: problem.message });
    setErrors({});
    mutation.mutate({ token, password });
  };

  if (tokenInvalid) {
    return (
      <div role="alert" className="grid gap-4 rounded-2xl bg-red-50 p-5 text-red-900">
        <p className="font-medium">{mutation.error?.message}</p>
        <Link to="/esqueci-senha" className="font-semibold text-brand-700 underline underline-offset-2">
          Pedir um novo link
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <AccountField
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password ?? (tooCommon ? mutation.error?.message : undefined)}
        hint="Pelo menos 6 caracteres."
      />
      <AccountField
        label="Confirme a nova senha"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        error={errors.confirmation}
      />
      {mutation.isError && !tooCommon && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {mutation.error.message}
        </p>
      )}
      <Button type="submit" size="lg" isLoading={mutation.isPending} className="w-full">
        {mutation.isPending ? 'Salvando...' : 'Salvar nova senha'}
      </Button>
    </form>
  );
}
