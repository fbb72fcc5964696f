import type { AuthMode } from '../../../lib/auth-modal-store.ts';

/**
 * Which auth modal the URL asks for: /cadastro (register, or login with ?mode=login) and
 * ?auth=login|register on any main page (the route guards send guests to /?auth=login).
 */
export function authModeFromLocation(pathname: string, search: string): AuthMode | null {
  const params = new URLSearchParams(search);
  if (pathname === '/cadastro') return params.get('mode') === 'login' ? 'login' : 'register';
  const auth = params.get('auth');
  return auth === 'login' || auth === 'register' ? auth : null;
}
