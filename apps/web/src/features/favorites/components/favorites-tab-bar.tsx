import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { type FavoritesTab, favoritesTabUrl, favoritesTabs } from '../lib/favorites-tabs.ts';

/**
 * The kinds as links (?tab=), so each has its own URL and works with back/forward. On a phone the
 * row scrolls sideways.
 */
export function FavoritesTabBar({ active }: { active: FavoritesTab }) {
  return (
    <nav aria-label="Tipos de favoritos" className="-mx-4 border-b border-gray-200 sm:mx-0">
      <ul className="flex gap-1 overflow-x-auto px-4 py-2 [scrollbar-width:none] sm:px-0 [&::-webkit-scrollbar]:hidden">
        {favoritesTabs.map((tab) => {
          const current = tab.id === active.id;
          return (
            <li key={tab.id} className="shrink-0">
              <Link
                to={favoritesTabUrl(tab)}
                replace
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex h-10 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
                  current ? 'bg-brand-600 text-white' : 'text-gray-700 hover:bg-gray-100',
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
