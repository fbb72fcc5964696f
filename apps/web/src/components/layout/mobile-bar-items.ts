import { Briefcase, Building2, ClipboardList, Heart, House, LayoutDashboard, LogIn, MessageCircle, UsersRound, type LucideIcon } from 'lucide-react';

export interface MobileBarItem {
  key: string;
  label: string;
  icon: LucideIcon;
  /** Where the item goes; absent for pure actions ('Entrar'). */
  to?: string;
  /** Opens the login modal instead of navigating. */
  opensLogin?: boolean;
  /** Guests get the login modal instead (spec: Favoritos and Painel). */
  requiresAuth?: boolean;
  /** Also lit on the pages under it (Mensagens on an open thread, /mensagens/<id>). */
  coversSubpaths?: boolean;
}

const home: MobileBarItem = { key: 'home', label: 'Início', icon: House, to: '/' };
const jobs: MobileBarItem = { key: 'jobs', label: 'Vagas', icon: Briefcase, to: '/vagas' };
const models: MobileBarItem = { key: 'models', label: 'Modelos', icon: UsersRound, to: '/modelos' };
const contractors: MobileBarItem = { key: 'contractors', label: 'Contratantes', icon: Building2, to: '/contratantes' };
const login: MobileBarItem = { key: 'login', label: 'Entrar', icon: LogIn, opensLogin: true };
const favorites: MobileBarItem = { key: 'favorites', label: 'Favoritos', icon: Heart, to: '/favoritos', requiresAuth: true };
const dashboard: MobileBarItem = { key: 'dashboard', label: 'Painel', icon: LayoutDashboard, to: '/dashboard', requiresAuth: true };
const messages: MobileBarItem = { key: 'messages', label: 'Mensagens', icon: MessageCircle, to: '/mensagens', requiresAuth: true, coversSubpaths: true };
const myJobs: MobileBarItem = { key: 'my-jobs', label: 'Minhas Vagas', icon: ClipboardList, to: '/dashboard?tab=my-jobs', requiresAuth: true };

/**
 * The mobile bar per audience (docs/product.md "Spec 2"), with Mensagens (issue 28) before Painel for everyone signed
 * in. `userType` is null for guests; any unknown user type gets the short variant.
 */
export function getMobileBarItems(userType: string | null): MobileBarItem[] {
  if (userType === null) return [home, jobs, models, contractors, login];
  switch (userType) {
    case 'model':
      return [models, favorites, jobs, contractors, messages, dashboard];
    case 'contractor':
    case 'photographer':
    case 'admin':
      return [models, favorites, myJobs, messages, dashboard];
    default:
      return [home, favorites, messages, dashboard];
  }
}

/**
 * Which item matches the current location: same pathname and every query parameter of its link
 * present with the same value; the most specific wins (so /dashboard?tab=my-jobs lights only
 * 'Minhas Vagas', not 'Painel').
 */
export function findActiveItemKey(items: MobileBarItem[], pathname: string, search: string): string | null {
  const current = new URLSearchParams(search);
  let best: { key: string; score: number } | null = null;
  for (const item of items) {
    if (!item.to) continue;
    const url = new URL(item.to, 'http://x');
    const under = item.coversSubpaths === true && pathname.startsWith(`${url.pathname}/`);
    if (url.pathname !== pathname && !under) continue;
    const params = [...url.searchParams];
    if (!params.every(([name, value]) => current.get(name) === value)) continue;
    if (!best || params.length > best.score) best = { key: item.key, score: params.length };
  }
  return best?.key ?? null;
}
