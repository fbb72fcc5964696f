import { LockKeyhole } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { PasswordRecoveryCard } from '../../../features/account/components/password-recovery-card.tsx';
import { ResetPasswordForm } from '../../../features/account/components/reset-password-form.tsx';
import { usePageTitle } from '../../../features/settings/hooks/use-page-title.ts';
import { toast } from '../../../lib/toast.ts';

/** /redefinir-senha?token= (minimal layout): the target of the emailed link. */
export function Component() {
  usePageTitle('Redefinir senha');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');

  if (!token) {
    return (
      <PasswordRecoveryCard
        icon={LockKeyhole}
        title="Redefinir senha"
        description="Esta página abre pelo link que enviamos ao seu email. O link que você usou está incompleto ou não tem o código de redefinição."
      >
        <Link to="/esqueci-senha" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          Pedir um link por email
        </Link>
      </PasswordRecoveryCard>
    );
  }

  return (
    <PasswordRecoveryCard
      icon={LockKeyhole}
      title="Redefinir senha"
      description="Escolha uma nova senha para a sua conta. Por segurança, todas as sessões abertas serão encerradas."
    >
      <ResetPasswordForm
        token={token}
        onDone={() => {
          toast({ variant: 'success', title: 'Senha redefinida!', description: 'Agora é só entrar com a nova senha.' });
          void navigate('/?auth=login', { replace: true });
        }}
      />
    </PasswordRecoveryCard>
  );
}
