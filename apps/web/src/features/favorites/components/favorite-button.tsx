import { Heart } from 'lucide-react';
import { openAuthModal } from '../../../lib/auth-modal-store.ts';
import { cn } from '../../../lib/cn.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useFavoriteKeys } from '../api/get-favorite-keys.ts';
import { useSetFavorite } from '../api/set-favorite.ts';
import { isFavorite } from '../lib/favorite-keys.ts';

export interface FavoriteButtonProps {
  kind: 'model' | 'contractor' | 'job';
  /** Profile slug for 'model' and 'contractor' (contractors and photographers), job id for 'job'. */
  targetSlug: string;
  /** Who or what, for the accessible name: 'Favoritar Ana Souza'. */
  label: string;
  className?: string;
}

/**
 * The heart on cards and pages. Signed in: toggles at once (optimistic) and survives a reload
 * (the server keeps it). Guests get the login modal and nothing is saved. Nobody sees a heart on
 * their own profile.
 */
export function FavoriteButton({ kind, targetSlug, label, className }: FavoriteButtonProps) {
  const session = useSession();
  const keys = useFavoriteKeys();
  const setFavorite = useSetFavorite();

  const ownProfile = kind !== 'job' && session.user?.profile_slug?.toLowerCase() === targetSlug.toLowerCase();
  if (ownProfile) return null;

  const pressed = session.status === 'authenticated' && isFavorite(keys.data, kind, targetSlug);

  function toggle() {
    if (session.status === 'loading') return;
    if (session.status === 'guest') {
      openAuthModal('login');
      return;
    }
    setFavorite.mutate({ kind, target: targetSlug, favorite: !pressed });
  }

  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={pressed ? `Remover ${label} dos favoritos` : `Favoritar ${label}`}
      title={pressed ? 'Remover dos favoritos' : 'Favoritar'}
      onClick={toggle}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-full bg-white/95 shadow-sm ring-1 ring-black/5 transition-colors',
        'hover:bg-white focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none',
        pressed ? 'text-brand-600' : 'text-gray-600 hover:text-brand-600',
        className,
      )}
    >
      <Heart className={cn('size-5 transition-transform active:scale-90', pressed && 'fill-current')} aria-hidden="true" />
    </button>
  );
}
