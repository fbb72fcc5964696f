import type { ReactNode } from 'react';
import { useCloseMobileMenu } from '../../../components/layout/mobile-menu-context.ts';
import { Button } from '../../../components/ui/button.tsx';
import { openAuthModal } from '../../../lib/auth-modal-store.ts';
import { cn } from '../../../lib/cn.ts';
import { type SessionUser, useSession } from '../../../lib/session/use-session.ts';
import { preloadAuthModal } from './load-auth-modal.ts';

interface HeaderAccountAreaProps {
  /** 'inline' sits in the header bar; 'stacked' in the mobile menu panel (guests only). */
  layout?: 'inline' | 'stacked';
  /** What a signed-in user gets (the avatar dropdown), composed by the layout route. */
  signedIn?: (user: SessionUser) => ReactNode;
}

/**
 * Right side of the header. Guests: 'Entrar' and 'Cadastrar' (from md up in the bar, below md in
 * the menu panel). Signed in: `signedIn(user)`, visible at every width.
 */
export function HeaderAccountArea({ layout = 'inline', signedIn }: HeaderAccountAreaProps) {
  const session = useSession();
  const closeMobileMenu = useCloseMobileMenu();
  const stacked = layout === 'stacked';
  if (session.status === 'loading') {
    return stacked ? null : <span className="block size-9 animate-pulse rounded-full bg-gray-100" aria-hidden="true" />;
  }
  if (session.status === 'authenticated') return stacked ? null : signedIn?.(session.user);

  return (
    <div className={cn(stacked ? 'grid grid-cols-2 gap-3' : 'hidden items-center gap-2 md:flex')} onPointerEnter={preloadAuthModal} onFocus={preloadAuthModal}>
      <Button
        variant={stacked ? 'outline' : 'ghost'}
        size={stacked ? 'md' : 'sm'}
        onClick={() => {
          closeMobileMenu();
          openAuthModal('login');
        }}
      >
        Entrar
      </Button>
      <Button
        size={stacked ? 'md' : 'sm'}
        onClick={() => {
          closeMobileMenu();
          openAuthModal('register');
        }}
      >
        Cadastrar
      </Button>
    </div>
  );
}
