import { Suspense, lazy } from 'react';
import { useAuthModal } from '../../../lib/auth-modal-store.ts';
import { useOpenedOnce } from '../../../lib/use-opened-once.ts';
import { loadAuthModal } from './load-auth-modal.ts';

const AuthModal = lazy(() => loadAuthModal().then((module) => ({ default: module.AuthModal })));

/**
 * Where the main layout mounts the auth modal. Its code is fetched the first time it opens and
 * stays mounted afterwards, so the closing animation can play.
 */
export function AuthModalSlot() {
  const { isOpen } = useAuthModal();
  if (!useOpenedOnce(isOpen)) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  );
}
