import type { SessionUserView, UserType } from '@passarela/shared';
import { useSessionQuery } from './get-session.ts';

export type { UserType };

/** The session user of docs/product.md "Spec 3". */
export type SessionUser = SessionUserView;

export type Session = { status: 'loading'; user: null } | { status: 'guest'; user: null } | { status: 'authenticated'; user: SessionUser };

/**
 * The session every screen reads: 'loading' until the first answer, then 'guest' or
 * 'authenticated'. A failed background check keeps the last known user (a network blip must not
 * sign anyone out); a failed first check counts as guest so public pages still work.
 */
export function useSession(): Session {
  const query = useSessionQuery();
  if (query.data?.user) return { status: 'authenticated', user: query.data.user };
  if (query.isPending && query.fetchStatus !== 'idle') return { status: 'loading', user: null };
  return { status: 'guest', user: null };
}
