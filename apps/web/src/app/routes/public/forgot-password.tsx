import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { ForgotPasswordForm } from '../../../features/account/components/forgot-password-form.tsx';
import { PasswordRecoveryCard } from '../../../features/account/components/password-recovery-card.tsx';
import { usePageTitle } from '../../../features/settings/hooks/use-page-title.ts';

/** /esqueci-senha (minimal layout): asks for the email and sends the reset link. */
export function Component() {
  usePageTitle('Esqueci minha senha');
  return (
    <PasswordRecoveryCard
      icon={KeyRound}
      title="Esqueci minha senha"
      description="Informe o email da sua conta e enviaremos um link para você criar uma nova senha."
      footer={
        <>
          Lembrou a senha?{' '}
          <Link to="/?auth=login" className="font-semibold text-brand-700 hover:underline">
            Entrar
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </PasswordRecoveryCard>
  );
}
