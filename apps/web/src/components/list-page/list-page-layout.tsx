import { SlidersHorizontal, X } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';

export interface ListPageLayoutProps {
  title: string;
  description: string;
  /** The free-text search, always in view above the list. */
  searchField: ReactNode;
  /** The other filters: a collapsible panel on phones, a sidebar from 1024 px. */
  filters: ReactNode;
  activeCount: number;
  onClearFilters: () => void;
  /** 'Ver modelos': closes the phone panel. */
  showResultsLabel: string;
  children: ReactNode;
}

/**
 * A public list page: heading, search box, filters and results. On a phone the filters open in a
 * panel under the 'Filtros' button (with the number of active filters), so the cards stay the
 * first thing seen; on a desktop they sit in a sticky sidebar.
 */
export function ListPageLayout({ title, description, searchField, filters, activeCount, onClearFilters, showResultsLabel, children }: ListPageLayoutProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const resultsHeadingId = useId();
  const resultsRef = useRef<HTMLElement>(null);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-6 pb-12 sm:px-6 lg:px-8 lg:pt-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
        <p className="mt-1 text-base text-gray-600">{description}</p>
      </header>

      <div className="mt-5 flex items-center gap-2">
        <div className="min-w-0 flex-1 lg:max-w-xl">{searchField}</div>
        <Button variant="outline" className="shrink-0 lg:hidden" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          Filtros
          {activeCount > 0 && (
            <>
              <span aria-hidden="true" className="ml-0.5 inline-flex size-5 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
                {activeCount}
              </span>
              <span className="sr-only"> ({activeCount === 1 ? '1 ativo' : `${activeCount} ativos`})</span>
            </>
          )}
        </Button>
        {/* On a phone, 'Limpar filtros' is inside the panel: this row has no room for it. */}
        {activeCount > 0 && (
          <div className="hidden shrink-0 lg:block">
            <Button variant="ghost" className="h-11" onClick={onClearFilters}>
              <X className="size-4" aria-hidden="true" />
              Limpar filtros
            </Button>
          </div>
        )}
      </div>

      <div className="mt-5 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <aside
          id={panelId}
          aria-label="Filtros"
          className={cn(
            'mb-5 rounded-2xl bg-white p-4 ring-1 ring-gray-200 lg:sticky lg:top-20 lg:mb-0 lg:block lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto',
            !open && 'hidden',
          )}
        >
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-gray-500 uppercase">Filtros</h2>
          <div className="flex flex-col gap-4">{filters}</div>
          {/* On a phone the panel pushes the cards down: a way back to them, and to clear. */}
          <div className="mt-5 flex gap-2 lg:hidden">
            {activeCount > 0 && (
              <Button variant="outline" className="flex-1" onClick={onClearFilters}>
                Limpar filtros
              </Button>
            )}
            <Button
              className="flex-1"
              onClick={() => {
                setOpen(false);
                resultsRef.current?.focus();
              }}
            >
              {showResultsLabel}
            </Button>
          </div>
        </aside>
        <section ref={resultsRef} tabIndex={-1} aria-labelledby={resultsHeadingId} className="min-w-0 scroll-mt-20 focus:outline-none">
          {/* The cards' titles are h3: this h2 keeps the outline whole on a phone, where the
              filters' h2 is hidden with their panel (Lighthouse's heading-order). */}
          <h2 id={resultsHeadingId} className="sr-only">
            Resultados
          </h2>
          {children}
        </section>
      </div>
    </div>
  );
}
