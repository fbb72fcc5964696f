import { headerLinks } from '@passarela/shared';
import { Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { MobileMenuContext } from './mobile-menu-context.ts';

export interface HeaderProps {
  logo: ReactNode;
  /** Right side of the bar: 'Entrar' / 'Cadastrar' for guests (from md up), the avatar dropdown when signed in (every width). */
  accountArea: ReactNode;
  /** The same actions laid out for the mobile menu panel (useCloseMobileMenu closes it). */
  mobileMenuAccountArea: ReactNode;
}

const MOBILE_MENU_ID = 'menu-celular';

/** Fixed, exactly 64px high (h-16 includes the bottom border). Links collapse into a menu below md. */
export function Header({ logo, accountArea, mobileMenuAccountArea }: HeaderProps) {
  const { pathname } = useLocation();
  // The menu remembers the path it was opened on, so any navigation closes it without an effect.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === pathname;

  const closeMenu = () => setMenuOpenedAt(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenedAt(null);
    };
    if (menuOpen) window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-gray-200 bg-white">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-8 px-4 sm:px-6 lg:px-8">
        {logo}
        <nav aria-label="Menu do site" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={({ isActive }) => navLinkClass(isActive)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* The account area decides what shows on phones: guests' buttons move into the menu panel, the avatar stays here. */}
        <div className="ml-auto flex items-center gap-2">
          {accountArea}
          <button
            type="button"
            className="-mr-2 inline-flex size-11 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none md:hidden"
            aria-label="Abrir menu"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpenedAt(menuOpen ? null : pathname)}
          >
            {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          </button>
        </div>
      </div>

      <div id={MOBILE_MENU_ID} hidden={!menuOpen} className="absolute inset-x-0 top-full border-b border-gray-200 bg-white shadow-lg md:hidden">
        <nav aria-label="Menu do site" className="px-4 pt-3 pb-2">
          <ul className="grid gap-1">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={closeMenu} className={({ isActive }) => cn(navLinkClass(isActive), 'flex h-12 items-center text-base')}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-gray-100 px-4 pt-3 pb-5 empty:hidden">
          <MobileMenuContext value={closeMenu}>{mobileMenuAccountArea}</MobileMenuContext>
        </div>
      </div>
    </header>
  );
}

function navLinkClass(isActive: boolean) {
  return cn(
    'rounded-full px-4 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
  );
}
