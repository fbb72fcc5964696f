import type { SessionUserView } from '@passarela/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { closeAuthModal, setAuthModalLocked } from '../../../lib/auth-modal-store.ts';
import { sessionQueryKey } from '../../../lib/session/get-session.ts';

/**
 * After a sign-in or sign-up: close the modal first (so nothing takes the new session for "already
 * logged in"), write the session every screen reads, then go to `destination`. A URL that opened
 * the modal (/cadastro, ?auth=login) is replaced, so Back does not reopen it.
 */
export function useFinishAuthentication() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  return useCallback(
    (user: SessionUserView, destination: string) => {
      setAuthModalLocked(false);
      closeAuthModal();
      queryClient.setQueryData(sessionQueryKey, { user });
      const urlOpenedModal = pathname === '/cadastro' || new URLSearchParams(search).has('auth');
      void navigate(destination, { replace: urlOpenedModal });
    },
    [queryClient, navigate, pathname, search],
  );
}
