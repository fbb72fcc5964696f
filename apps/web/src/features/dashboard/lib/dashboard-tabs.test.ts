import { describe, expect, it } from 'vitest';
import { dashboardTabsFor, resolveDashboardTab } from './dashboard-tabs.ts';

const ids = (userType: string) => dashboardTabsFor(userType).map((tab) => tab.id);
const labels = (userType: string) => dashboardTabsFor(userType).map((tab) => tab.label);

describe('dashboardTabsFor (docs/product.md "Spec 2", dashboard tabs)', () => {
  it('models get the common tabs plus Minha Mídia, Minhas Candidaturas, Contratações Recebidas, Ensaios', () => {
    expect(labels('model')).toEqual([
      'Visão Geral',
      'Meu Perfil',
      'Minha Mídia',
      'Minhas Candidaturas',
      'Contratações Recebidas',
      'Ensaios',
      'Assinatura',
      'Carteira',
      'Transações',
      'Avaliações',
      'Configurações',
    ]);
    expect(ids('model')).toEqual([
      'overview',
      'profile',
      'gallery',
      'applications',
      'proposals',
      'shoots',
      'subscription',
      'wallet',
      'transactions',
      'reviews',
      'settings',
    ]);
  });

  it('contractors, photographers and admins get Minhas Vagas, Galeria, Minhas Contratações, Ensaios', () => {
    for (const userType of ['contractor', 'photographer', 'admin']) {
      expect(ids(userType)).toEqual([
        'overview',
        'profile',
        'my-jobs',
        'gallery',
        'my-contracts',
        'shoots',
        'subscription',
        'wallet',
        'transactions',
        'reviews',
        'settings',
      ]);
      expect(dashboardTabsFor(userType).find((tab) => tab.id === 'gallery')?.label).toBe('Galeria');
    }
  });

  it('any other user type gets only the common tabs', () => {
    expect(ids('company')).toEqual(['overview', 'profile', 'subscription', 'wallet', 'transactions', 'reviews', 'settings']);
  });
});

describe('resolveDashboardTab', () => {
  it('finds the tab of the query parameter', () => {
    expect(resolveDashboardTab('settings', 'model').label).toBe('Configurações');
    expect(resolveDashboardTab('my-jobs', 'contractor').label).toBe('Minhas Vagas');
  });

  it('unknown, missing or another role’s tab is the overview', () => {
    expect(resolveDashboardTab(null, 'model').id).toBe('overview');
    expect(resolveDashboardTab('nope', 'model').id).toBe('overview');
    expect(resolveDashboardTab('my-jobs', 'model').id).toBe('overview');
    expect(resolveDashboardTab('applications', 'photographer').id).toBe('overview');
  });
});
