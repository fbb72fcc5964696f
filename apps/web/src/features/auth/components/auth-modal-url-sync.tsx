import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { openAuthModal } from '../../../lib/auth-modal-store.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { toast } from '../../../lib/toast.ts';
import { authModeFromLocation } from '../lib/auth-mode-from-location.ts';

/**
 * Opens the modal the URL asks for (see authModeFromLocation). A logged-in user gets docs/product.md "Spec 4"'s
 * toast and goes to the dashboard instead. Each history entry is judged once, when the session is
 * known: a sign-in made in the modal on /?auth=login must not read as "already logged in" while
 * the router is still leaving that URL.
 */
export function AuthModalUrlSync() {
  const { pathname, search, key } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const judgedKey = useRef<string | null>(null);

  useEffect(() => {
    const mode = authModeFromLocation(pathname, search);
    if (!mode || session.status === 'loading' || judgedKey.current === key) return;
    judgedKey.current = key;
    if (session.status === 'authenticated') {
      toast({ title: 'Você já está logado!', description: 'Não é necessário acessar esta página.' });
      void navigate('/dashboard', { replace: true });
      return;
    }
    openAuthModal(mode);
  }, [pathname, search, key, session.status, navigate]);

  return null;
}
