import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useForm } from '../../../lib/use-form.ts';
import { resetPassword } from '../api/password-recovery.ts';
import { newPasswordProblem } from '../lib/new-password-problem.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

/** /redefinir-senha?token=: a new password (the sign-up rules), then the login modal. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const mutation = useMutation({ mutationFn: resetPassword, onSuccess: onDone });
  const form = useForm({
    initialValues: { password: '', confirmation: '' },
    validate: ({ password, confirmation }) => {
      const problem = newPasswordProblem(password, confirmation);
      return problem ? { [problem.field]: problem.message } : {};
    },
    onSubmit: ({ password }) => mutation.mutate({ token, password }),
  });
  const tokenInvalid = isApiError(mutation.error) && mutation.error.code === 'RESET_TOKEN_INVALID';
  const tooCommon = isApiError(mutation.error) && mutation.error.code === 'PASSWORD_TOO_COMMON';

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

  const password = form.field('password');
  return (
    <form onSubmit={form.handleSubmit} noValidate className="grid gap-5">
      <NewPasswordFields
        password={{ ...password, error: password.error ?? (tooCommon ? mutation.error?.message : undefined) }}
        confirmation={form.field('confirmation')}
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
