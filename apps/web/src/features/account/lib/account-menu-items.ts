export interface AccountMenuLink {
  key: string;
  label: string;
  to: string;
}

/**
 * The avatar dropdown's links (docs/product.md "Spec 2", header): 'Meu Perfil' only with a slug; the admin
 * area and the payment test only for admins. 'Sair' is an action, added by the menu itself.
 */
export function accountMenuLinks(user: { user_type: string; profile_slug: string | null }): AccountMenuLink[] {
  const links: AccountMenuLink[] = [];
  if (user.profile_slug) links.push({ key: 'profile', label: 'Meu Perfil', to: `/perfil/${encodeURIComponent(user.profile_slug)}` });
  links.push(
    { key: 'dashboard', label: 'Painel', to: '/dashboard' },
    { key: 'favorites', label: 'Favoritos', to: '/favoritos' },
    { key: 'wallet', label: 'Carteira', to: '/dashboard?tab=wallet' },
    { key: 'settings', label: 'Configurações', to: '/dashboard?tab=settings' },
  );
  if (user.user_type === 'admin') {
    links.push({ key: 'admin', label: 'Administração', to: '/admin' }, { key: 'payment-test', label: 'Teste de Pagamento', to: '/testepagamento' });
  }
  return links;
}

/** Up to two letters for the avatar fallback: first and last word of the name ('Ana Souza' → 'AS'). */
export function nameInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase('pt-BR');
}
