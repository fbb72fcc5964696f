import { SlidersHorizontal } from 'lucide-react';
import { Button } from './button.tsx';

/**
 * 'Filtros' with the number of filters in use: on a phone it opens and closes the panel of filters
 * (`controls` is its id), so the results stay the first thing on the screen.
 */
export function FiltersToggleButton({
  open,
  controls,
  activeCount,
  onToggle,
  className,
}: {
  open: boolean;
  controls: string;
  activeCount: number;
  onToggle: () => void;
  className?: string;
}) {
  const activeText = activeCount === 1 ? '1 ativo' : `${activeCount} ativos`;
  return (
    <Button variant="outline" size="sm" className={className} aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <SlidersHorizontal className="size-4" aria-hidden="true" />
      Filtros
      {activeCount > 0 && (
        <span className="inline-flex size-5 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
          <span aria-hidden="true">{activeCount}</span>
          <span className="sr-only"> ({activeText})</span>
        </span>
      )}
    </Button>
  );
}
