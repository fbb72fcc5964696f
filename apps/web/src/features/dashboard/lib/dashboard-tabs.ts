export type DashboardTabId =
  | 'overview'
  | 'subscription'
  | 'profile'
  | 'wallet'
  | 'transactions'
  | 'reviews'
  | 'settings'
  | 'gallery'
  | 'applications'
  | 'proposals'
  | 'my-jobs'
  | 'my-contracts'
  | 'shoots';

export interface DashboardTab {
  id: DashboardTabId;
  label: string;
}

/** docs/product.md "Spec 2", "Dashboard tabs": every signed-in user. */
const overview: DashboardTab = { id: 'overview', label: 'Visão Geral' };
const profile: DashboardTab = { id: 'profile', label: 'Meu Perfil' };
const commonTail: DashboardTab[] = [
  { id: 'subscription', label: 'Assinatura' },
  { id: 'wallet', label: 'Carteira' },
  { id: 'transactions', label: 'Transações' },
  { id: 'reviews', label: 'Avaliações' },
  { id: 'settings', label: 'Configurações' },
];

/** Photo shoots (issue 27): the photographer's packages and bookings, a buyer's bookings. */
const shoots: DashboardTab = { id: 'shoots', label: 'Ensaios' };

/** Model only: the gallery is 'Minha Mídia' for her. */
const modelTabs: DashboardTab[] = [
  { id: 'gallery', label: 'Minha Mídia' },
  { id: 'applications', label: 'Minhas Candidaturas' },
  { id: 'proposals', label: 'Contratações Recebidas' },
  shoots,
];

/** Contractor, photographer and admin: the same gallery id is 'Galeria'. */
const hiringTabs: DashboardTab[] = [
  { id: 'my-jobs', label: 'Minhas Vagas' },
  { id: 'gallery', label: 'Galeria' },
  { id: 'my-contracts', label: 'Minhas Contratações' },
  shoots,
];

/**
 * The tabs a user sees, in order: overview and profile first (what a new account needs), then the
 * role's own work, then money and settings. Any other user type gets no role-specific tabs.
 */
export function dashboardTabsFor(userType: string): DashboardTab[] {
  const roleTabs = userType === 'model' ? modelTabs : userType === 'contractor' || userType === 'photographer' || userType === 'admin' ? hiringTabs : [];
  return [overview, profile, ...roleTabs, ...commonTail];
}

/** `?tab=` to a tab this user has; anything unknown (or another role's tab) falls back to overview. */
export function resolveDashboardTab(tabParam: string | null, userType: string): DashboardTab {
  const tabs = dashboardTabsFor(userType);
  return tabs.find((tab) => tab.id === tabParam) ?? overview;
}
