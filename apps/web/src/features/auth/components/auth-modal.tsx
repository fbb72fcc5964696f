import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { closeAuthModal, isAuthModalLocked, switchAuthMode, useAuthModal } from '../../../lib/auth-modal-store.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { toast } from '../../../lib/toast.ts';
import { LoginForm } from './login-form.tsx';
import { RegisterForm, type RegisterFormHandle } from './register-form.tsx';
import { useCloseAuthModal } from './use-close-auth-modal.ts';

const copy = {
  login: {
    title: 'Bem-vindo(a) de volta!',
    subtitle: 'Acesse para explorar oportunidades.',
    togglePrompt: 'Novo por aqui?',
    toggleAction: 'Crie uma conta',
  },
  register: {
    title: 'Crie sua Conta',
    subtitle: 'Falta pouco para você se conectar.',
    togglePrompt: 'Já possui uma conta?',
    toggleAction: 'Faça login',
  },
} as const;

/**
 * Login / register dialog (spec "Auth modal"). Switching mode remounts the form (step 1, empty),
 * and the wizard's answers go with it. Closing the wizard goes through it: with answers typed it
 * asks first, and what it keeps comes back when it opens again (register-form.tsx).
 */
export function AuthModal() {
  const { isOpen, mode } = useAuthModal();
  const close = useCloseAuthModal();
  const wizard = useRef<RegisterFormHandle>(null);
  const text = copy[mode];
  useTurnAwayLoggedInUser(isOpen);

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (open || isAuthModalLocked()) return;
        if (mode === 'register' && wizard.current) wizard.current.requestClose();
        else close();
      }}
      onInteractOutside={(event) => {
        if (mode === 'register' && wizard.current?.ignoresOutsideTap()) event.preventDefault();
      }}
      title={text.title}
      description={text.subtitle}
    >
      {/* The forgot-password link navigates by itself; only the store needs closing. */}
      {mode === 'login' ? <LoginForm key="login" onForgotPassword={closeAuthModal} /> : <RegisterForm key="register" ref={wizard} onClose={close} />}
      <p className="mt-6 text-center text-sm text-gray-600">
        <button
          type="button"
          onClick={() => {
            if (mode === 'register' && wizard.current) wizard.current.discard(() => switchAuthMode('login'));
            else switchAuthMode(mode === 'login' ? 'register' : 'login');
          }}
          className="rounded px-1 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          {text.togglePrompt} <span className="font-semibold text-brand-700 hover:underline">{text.toggleAction}</span>
        </button>
      </p>
    </Dialog>
  );
}

/**
 * docs/product.md "Spec 4": a logged-in user who opens the dialog gets 'Você já está logado!', the dialog
 * closes and they go to /dashboard. Judged once per opening (after the session is known), so a
 * sign-in made inside the dialog never counts as "already logged in".
 */
function useTurnAwayLoggedInUser(isOpen: boolean) {
  const session = useSession();
  const navigate = useNavigate();
  const judged = useRef(false);

  useEffect(() => {
    if (!isOpen) {
      judged.current = false;
      return;
    }
    if (judged.current || session.status === 'loading') return;
    judged.current = true;
    if (session.status !== 'authenticated') return;
    toast({ title: 'Você já está logado!', description: 'Não é necessário acessar esta página.' });
    closeAuthModal();
    void navigate('/dashboard', { replace: true });
  }, [isOpen, session.status, navigate]);
}
