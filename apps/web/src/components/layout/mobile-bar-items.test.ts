import { describe, expect, it } from 'vitest';
import { findActiveItemKey, getMobileBarItems } from './mobile-bar-items.ts';

const labels = (userType: string | null) => getMobileBarItems(userType).map((item) => item.label);

describe('getMobileBarItems (spec: mobile bottom bar)', () => {
  it('guests: Início, Vagas, Modelos, Contratantes, Entrar (which opens the login modal)', () => {
    expect(labels(null)).toEqual(['Início', 'Vagas', 'Modelos', 'Contratantes', 'Entrar']);
    expect(getMobileBarItems(null).at(-1)).toMatchObject({ opensLogin: true });
  });

  it('models: Modelos, Favoritos, Vagas, Contratantes, Mensagens, Painel', () => {
    expect(labels('model')).toEqual(['Modelos', 'Favoritos', 'Vagas', 'Contratantes', 'Mensagens', 'Painel']);
  });

  it('contractors, photographers and admins: Modelos, Favoritos, Minhas Vagas, Mensagens, Painel', () => {
    for (const userType of ['contractor', 'photographer', 'admin']) {
      expect(labels(userType)).toEqual(['Modelos', 'Favoritos', 'Minhas Vagas', 'Mensagens', 'Painel']);
    }
    expect(getMobileBarItems('contractor').find((item) => item.label === 'Minhas Vagas')?.to).toBe('/dashboard?tab=my-jobs');
  });

  it('any other user type: Início, Favoritos, Mensagens, Painel', () => {
    expect(labels('company')).toEqual(['Início', 'Favoritos', 'Mensagens', 'Painel']);
  });

  it('Favoritos, Mensagens and Painel require login (guests get the login modal)', () => {
    const items = getMobileBarItems('model');
    expect(items.filter((item) => item.requiresAuth).map((item) => item.label)).toEqual(['Favoritos', 'Mensagens', 'Painel']);
  });
});

describe('findActiveItemKey', () => {
  const items = getMobileBarItems('contractor');

  it('matches the pathname', () => {
    expect(findActiveItemKey(getMobileBarItems(null), '/', '')).toBe('home');
    expect(findActiveItemKey(getMobileBarItems(null), '/vagas', '?cidade=sp')).toBe('jobs');
    expect(findActiveItemKey(getMobileBarItems(null), '/perfil/ana', '')).toBeNull();
  });

  it('lights Mensagens on an open thread too', () => {
    expect(findActiveItemKey(items, '/mensagens', '')).toBe('messages');
    expect(findActiveItemKey(items, '/mensagens/0b9f6c1e-2d7a-4c55-9a43-6f0e2b1d8c77', '')).toBe('messages');
    expect(findActiveItemKey(items, '/mensagens-antigas', '')).toBeNull();
  });

  it('prefers the most specific link: /dashboard?tab=my-jobs is Minhas Vagas, not Painel', () => {
    expect(findActiveItemKey(items, '/dashboard', '?tab=my-jobs')).toBe('my-jobs');
    expect(findActiveItemKey(items, '/dashboard', '?tab=wallet')).toBe('dashboard');
    expect(findActiveItemKey(items, '/dashboard', '')).toBe('dashboard');
  });
});
