import { describe, expect, it } from 'vitest';
import { accountMenuLinks, nameInitials } from './account-menu-items.ts';

const labels = (user: Parameters<typeof accountMenuLinks>[0]) => accountMenuLinks(user).map((link) => link.label);

describe('accountMenuLinks (spec: header dropdown)', () => {
  it('a user with a slug gets Meu Perfil first, pointing at the public profile', () => {
    const links = accountMenuLinks({ user_type: 'model', profile_slug: 'ana-souza' });
    expect(links.map((link) => link.label)).toEqual(['Meu Perfil', 'Painel', 'Favoritos', 'Carteira', 'Configurações']);
    expect(links[0]?.to).toBe('/perfil/ana-souza');
    expect(links.find((link) => link.key === 'wallet')?.to).toBe('/dashboard?tab=wallet');
    expect(links.find((link) => link.key === 'settings')?.to).toBe('/dashboard?tab=settings');
  });

  it('without a slug there is no Meu Perfil', () => {
    expect(labels({ user_type: 'contractor', profile_slug: null })).toEqual(['Painel', 'Favoritos', 'Carteira', 'Configurações']);
  });

  it('admins also get Administração and Teste de Pagamento', () => {
    const links = accountMenuLinks({ user_type: 'admin', profile_slug: 'root' });
    expect(links.slice(-2)).toEqual([
      { key: 'admin', label: 'Administração', to: '/admin' },
      { key: 'payment-test', label: 'Teste de Pagamento', to: '/testepagamento' },
    ]);
    expect(labels({ user_type: 'photographer', profile_slug: 'x' })).not.toContain('Administração');
  });
});

describe('nameInitials', () => {
  it('first and last word', () => {
    expect(nameInitials('Ana Souza')).toBe('AS');
    expect(nameInitials('  maria da silva ')).toBe('MS');
    expect(nameInitials('Ícaro')).toBe('Í');
    expect(nameInitials('')).toBe('?');
  });
});
