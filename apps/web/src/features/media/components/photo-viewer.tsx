import { type GalleryItem, gallerySrcSet } from '@passarela/shared';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';

/** A horizontal move longer than this (CSS px) is a swipe, not a tap. */
const SWIPE_MIN_PX = 50;

const controlButton =
  'inline-flex size-12 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none';

export interface PhotoViewerProps {
  items: GalleryItem[];
  index: number;
  ownerName: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * Full-screen photo viewer. Radix gives the dialog role, the focus trap and Escape; the arrows
 * move by keyboard, a horizontal swipe moves on touch screens (pointer events), and the ends wrap
 * around so no button ever disappears under the keyboard focus.
 */
export default function PhotoViewer({ items, index, ownerName, onIndexChange, onClose }: PhotoViewerProps) {
  const item = items[index];
  const swipeStart = useRef<{ x: number; y: number; id: number } | null>(null);
  const total = items.length;
  const go = (step: number) => onIndexChange((index + step + total) % total);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeStart.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) go(dx < 0 ? 1 : -1);
  };

  if (!item) return null;
  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-gray-950/95 data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          aria-label={`Fotos de ${ownerName}`}
          onKeyDown={onKeyDown}
          className="fixed inset-0 z-50 flex flex-col bg-gray-950 text-white focus:outline-none data-[state=open]:animate-fade-in"
        >
          <RadixDialog.Title className="sr-only">Fotos de {ownerName}</RadixDialog.Title>
          <RadixDialog.Description className="sr-only">Use as setas do teclado ou deslize para ver as outras fotos.</RadixDialog.Description>
          <div className="flex items-center justify-between gap-4 px-4 py-3">
            <p className="text-sm font-semibold tabular-nums" aria-live="polite">
              Foto {index + 1} de {total}
            </p>
            <RadixDialog.Close aria-label="Fechar" className={controlButton}>
              <X className="size-6" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <div
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 select-none sm:px-20"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              swipeStart.current = null;
            }}
            data-testid="photo-viewer-stage"
          >
            <img
              key={item.id}
              src={item.url}
              srcSet={gallerySrcSet(item.url) || undefined}
              sizes="100vw"
              width={item.width}
              height={item.height}
              alt={item.caption || `Foto ${index + 1} de ${ownerName}`}
              draggable={false}
              className="max-h-full max-w-full object-contain"
            />
            {total > 1 && (
              <>
                <button type="button" onClick={() => go(-1)} aria-label="Foto anterior" className={`${controlButton} absolute left-2 sm:left-4`}>
                  <ChevronLeft className="size-7" aria-hidden="true" />
                </button>
                <button type="button" onClick={() => go(1)} aria-label="Próxima foto" className={`${controlButton} absolute right-2 sm:right-4`}>
                  <ChevronRight className="size-7" aria-hidden="true" />
                </button>
              </>
            )}
          </div>
          <p className="min-h-14 px-4 py-4 text-center text-sm text-gray-200">{item.caption}</p>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
