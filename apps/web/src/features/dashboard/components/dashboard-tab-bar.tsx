import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import type { DashboardTab } from '../lib/dashboard-tabs.ts';

/**
 * The dashboard's sections as links (`?tab=`), so each one has a URL, works with back/forward and
 * opens in a new tab. A phone shows three of ten pills at once (a tablet six), so below 1024 px a
 * 'Seções' button names the current section and opens the list of all of them; from 1024 px they
 * are pills, wrapping onto a second row rather than hiding any behind the edge.
 */
export function DashboardTabBar({ tabs, active }: { tabs: DashboardTab[]; active: DashboardTab }) {
  const { search } = useLocation();
  // The list remembers the address it was opened on, so choosing a section (any navigation) closes it without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === search;
  const listId = useId();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const nav = navRef.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedAt(null);
      toggleRef.current?.focus();
    };
    // A tap outside closes it (a phone's tap does not always move the focus, so focusout alone is not enough).
    const onPointerDown = (event: PointerEvent) => {
      if (!nav?.contains(event.target as Node)) setOpenedAt(null);
    };
    // Tabbing past the last section leaves the list: close it behind the focus.
    const onFocusOut = (event: FocusEvent) => {
      if (!nav?.contains(event.relatedTarget as Node | null)) setOpenedAt(null);
    };
    if (open) {
      window.addEventListener('keydown', onKeyDown);
      document.addEventListener('pointerdown', onPointerDown);
      nav?.addEventListener('focusout', onFocusOut);
    }
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      nav?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <nav ref={navRef} aria-label="Seções do painel" className="sticky top-16 z-30 -mx-4 border-b border-gray-200 bg-white/95 backdrop-blur sm:-mx-6 lg:-mx-8">
      <div className="px-4 py-2 sm:px-6 lg:hidden">
        <button
          ref={toggleRef}
          type="button"
          aria-label={`Seções: ${active.label}`}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpenedAt(open ? null : search)}
          className="flex h-12 w-full items-center justify-between gap-3 rounded-xl border border-gray-300 bg-white px-4 text-left focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          <span className="min-w-0">
            <span className="block text-xs font-medium text-gray-600">Seções</span>
            <span className="block truncate text-sm font-semibold text-gray-900">{active.label}</span>
          </span>
          <ChevronDown className={cn('size-5 shrink-0 text-gray-600 transition-transform', open && 'rotate-180')} aria-hidden="true" />
        </button>
      </div>
      <ul
        id={listId}
        className={cn(
          // Phone and tablet: a panel under the button with every section, over the page.
          open
            ? 'absolute inset-x-0 top-full grid max-h-[calc(100dvh-12rem)] gap-1 overflow-y-auto border-b border-gray-200 bg-white px-4 py-2 shadow-lg sm:grid-cols-2 sm:px-6'
            : 'hidden',
          // From 1024 px: pills, wrapping when they do not fit one row, clear of the edges.
          'lg:static lg:flex lg:max-h-none lg:flex-wrap lg:gap-1 lg:overflow-visible lg:border-0 lg:bg-transparent lg:px-8 lg:py-2 lg:shadow-none',
        )}
      >
        {tabs.map((tab) => {
          const isActive = tab.id === active.id;
          return (
            <li key={tab.id}>
              <Link
                to={tab.id === 'overview' ? '/dashboard' : `/dashboard?tab=${tab.id}`}
                aria-current={isActive ? 'page' : undefined}
                // The list closes as the section opens: the focus goes back to the button (which now names it), not to the page's top.
                onClick={open ? () => toggleRef.current?.focus() : undefined}
                className={cn(
                  'flex h-12 items-center justify-between gap-2 rounded-lg px-3 text-base font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
                  'lg:inline-flex lg:h-10 lg:rounded-full lg:px-4 lg:text-sm',
                  isActive ? 'bg-brand-50 text-brand-800 lg:bg-brand-600 lg:text-white' : 'text-gray-700 hover:bg-gray-100',
                )}
              >
                {tab.label}
                {isActive && <Check className="size-5 shrink-0 lg:hidden" aria-hidden="true" />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
