import { Suspense, lazy, useState } from 'react';
import { useAuthModal } from '../../../lib/auth-modal-store.ts';
import { loadAuthModal } from './load-auth-modal.ts';

const AuthModal = lazy(() => loadAuthModal().then((module) => ({ default: module.AuthModal })));

/**
 * Where the main layout mounts the auth modal. Its code is fetched the first time it opens and
 * stays mounted afterwards, so the closing animation can play.
 */
export function AuthModalSlot() {
  const { isOpen } = useAuthModal();
  const [requested, setRequested] = useState(false);
  if (isOpen && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  );
}
