import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { closeAuthModal } from '../../../lib/auth-modal-store.ts';

/**
 * Closing undoes what opened it: on /cadastro it goes to / (spec), elsewhere it drops `auth`
 * from the URL. Both replace the history entry so Back does not reopen the modal.
 */
export function useCloseAuthModal() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  return useCallback(() => {
    closeAuthModal();
    if (pathname === '/cadastro') {
      void navigate('/', { replace: true });
      return;
    }
    const params = new URLSearchParams(search);
    if (!params.has('auth')) return;
    params.delete('auth');
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [pathname, search, hash, navigate]);
}
