import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { useForm } from '../../../lib/use-form.ts';

/**
 * A Configurações action that asks only for the current password (export the data, sign out
 * everywhere): a wrong password shows under the field, any other failure as a toast titled
 * `failureTitle`. `onSuccess` gets the server's answer.
 */
export function useCurrentPasswordAction<Answer>({
  action,
  onSuccess,
  failureTitle,
}: {
  action: (body: { currentPassword: string }) => Promise<Answer>;
  onSuccess: (answer: Answer) => void;
  failureTitle: string;
}) {
  const mutation = useMutation({
    mutationFn: action,
    onSuccess,
    onError: (failure) => {
      if (form.showServerError(failure, { CURRENT_PASSWORD_INVALID: 'current' })) return;
      toast({ variant: 'destructive', title: failureTitle, description: failure.message });
    },
  });
  const form = useForm({
    initialValues: { current: '' },
    validate: ({ current }) => (current ? {} : { current: 'Informe sua senha atual.' }),
    onSubmit: ({ current }) => mutation.mutate({ currentPassword: current }),
  });
  return { form, mutation };
}
