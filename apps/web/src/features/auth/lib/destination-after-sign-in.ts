/**
 * Where a person goes after logging in (spec: /perfil/{profile_slug} when there is a slug, else
 * /dashboard). A protected page that sent a guest to `/?auth=login&next=/favoritos` gets them
 * back instead; `next` must be a path on this site, never another origin.
 */
export function destinationAfterSignIn(user: { profile_slug: string | null }, search: string): string {
  const next = safeReturnPath(new URLSearchParams(search).get('next'));
  if (next) return next;
  return profileOrDashboard(user);
}

/** After sign-up docs/product.md "Spec 2" sends the person to the profile page. */
export function profileOrDashboard(user: { profile_slug: string | null }): string {
  return user.profile_slug ? `/perfil/${encodeURIComponent(user.profile_slug)}` : '/dashboard';
}

export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Re-parse against a dummy origin: anything that escapes it (or loops back to the modal) is refused.
  try {
    const url = new URL(value, 'http://passarela.invalid');
    if (url.origin !== 'http://passarela.invalid') return null;
    if (url.pathname === '/cadastro' || url.searchParams.has('auth')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
