import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { sendVerificationEmail } from '../api/send-verification-email.ts';

/** 'Reenviar email' (banner and overview): toasts either way; an already confirmed address refreshes the session. */
export function useResendVerificationEmail({ email, onAlreadyVerified }: { email: string; onAlreadyVerified: () => void }) {
  return useMutation({
    mutationFn: sendVerificationEmail,
    onSuccess: () => {
      toast({ variant: 'success', title: 'Email enviado!', description: `Enviamos um novo link de confirmação para ${email}.` });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'EMAIL_ALREADY_VERIFIED') {
        toast({ title: 'Email já confirmado', description: error.message });
        onAlreadyVerified();
        return;
      }
      toast({ variant: 'destructive', title: 'Não foi possível reenviar', description: error.message });
    },
  });
}
