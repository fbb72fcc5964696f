import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { type MobileBarItem, findActiveItemKey } from './mobile-bar-items.ts';

interface MobileBottomBarProps {
  items: MobileBarItem[];
  isLoggedIn: boolean;
  onLoginRequest: () => void;
  /** A count shown on an item's icon, by item key (the unread messages on 'messages'). */
  badges?: Partial<Record<string, ReactNode>>;
}

/** Fixed bottom navigation below the md breakpoint: 64px (border included) plus the safe area, the footer's bottom padding. */
export function MobileBottomBar({ items, isLoggedIn, onLoginRequest, badges }: MobileBottomBarProps) {
  const { pathname, search } = useLocation();
  const activeKey = findActiveItemKey(items, pathname, search);

  return (
    <nav
      aria-label="Navegação principal"
      className="fixed inset-x-0 bottom-0 z-40 h-[calc(var(--spacing-mobile-bar)+env(safe-area-inset-bottom))] border-t border-gray-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid h-full" style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}>
        {items.map((item) => {
          const Icon = item.icon;
          const isActive = item.key === activeKey;
          const badge = isLoggedIn ? badges?.[item.key] : null;
          const content = (
            <>
              <span className="relative">
                <Icon className={cn('size-6', isActive && 'stroke-[2.4]')} aria-hidden="true" />
                {badge && <span className="absolute -top-1.5 left-3.5">{badge}</span>}
              </span>
              <span className="max-w-full truncate">{item.label}</span>
            </>
          );
          const className = cn(
            'flex h-full w-full flex-col items-center justify-center gap-1 font-medium transition-colors focus-visible:bg-brand-50 focus-visible:outline-none',
            // Six items (a model's bar) leave 65 px each on a 390 px phone: a point smaller keeps 'Contratantes' whole.
            items.length > 5 ? 'text-[10px] tracking-tight' : 'text-[11px]',
            isActive ? 'text-brand-700' : 'text-gray-600 hover:text-gray-900',
          );
          const opensLogin = item.opensLogin || (item.requiresAuth && !isLoggedIn) || !item.to;
          return (
            <li key={item.key} className="relative">
              {isActive && <span className="absolute inset-x-5 top-0 h-0.5 rounded-full bg-brand" aria-hidden="true" />}
              {opensLogin ? (
                <button type="button" className={className} onClick={onLoginRequest}>
                  {content}
                </button>
              ) : (
                <Link to={item.to ?? '/'} className={className} aria-current={isActive ? 'page' : undefined}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
