import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import type { DashboardTab, DashboardTabId } from '../lib/dashboard-tabs.ts';

/**
 * The dashboard's sections as links (`?tab=`), so each one has a URL, works with back/forward and
 * opens in a new tab. On a phone the row scrolls sideways and keeps the current one in view.
 */
export function DashboardTabBar({ tabs, activeId }: { tabs: DashboardTab[]; activeId: DashboardTabId }) {
  return (
    <nav aria-label="Seções do painel" className="sticky top-16 z-30 -mx-4 border-b border-gray-200 bg-white/95 backdrop-blur sm:-mx-6 lg:-mx-8">
      <ul className="flex snap-x gap-1 overflow-x-auto px-4 py-2 [scrollbar-width:none] sm:px-6 lg:px-8 [&::-webkit-scrollbar]:hidden">
        {tabs.map((tab) => {
          const active = tab.id === activeId;
          return (
            <li key={tab.id} className="shrink-0 snap-start">
              <Link
                ref={active ? scrollIntoRow : undefined}
                to={tab.id === 'overview' ? '/dashboard' : `/dashboard?tab=${tab.id}`}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex h-10 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
                  active ? 'bg-brand-600 text-white' : 'text-gray-700 hover:bg-gray-100',
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

/** The current tab, when it mounts, scrolls into the row's view (a phone shows three or four at once). */
function scrollIntoRow(element: HTMLAnchorElement | null) {
  element?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}
