import type { GalleryItem } from '@passarela/shared';
import { ChevronLeft, ChevronRight, GripVertical, Trash2 } from 'lucide-react';
import type { DragEvent } from 'react';
import { cn } from '../../../lib/cn.ts';
import { CaptionInput } from './caption-input.tsx';
import { GalleryImage } from './gallery-image.tsx';

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-full text-gray-700 transition-colors hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-30';

export interface GalleryTileProps {
  item: GalleryItem;
  index: number;
  total: number;
  isDragging: boolean;
  isDropTarget: boolean;
  onMove: (to: number) => void;
  onDelete: () => void;
  onDragStart: (event: DragEvent) => void;
  onDragOver: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
  onDragEnd: () => void;
}

/**
 * One photo of the owner's gallery: drag it to reorder (mouse), or use the arrow buttons (keyboard,
 * touch, screen readers); caption below; delete asks first.
 */
export function GalleryTile({ item, index, total, isDragging, isDropTarget, onMove, onDelete, onDragStart, onDragOver, onDrop, onDragEnd }: GalleryTileProps) {
  const number = index + 1;
  return (
    // Dragging is the mouse's shortcut; the move buttons below are the keyboard and touch path.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      aria-label={`Foto ${number} de ${total}`}
      draggable
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDrop={onDrop}
      onDragEnd={onDragEnd}
      className={cn(
        'grid gap-2 rounded-2xl border bg-white p-2 shadow-sm transition',
        isDragging ? 'opacity-40' : '',
        isDropTarget ? 'border-brand-500 ring-2 ring-brand-300' : 'border-gray-200',
      )}
    >
      <div className="relative cursor-grab active:cursor-grabbing">
        <GalleryImage
          item={item}
          alt={item.caption || `Foto ${number}`}
          sizes="(min-width: 1024px) 260px, (min-width: 640px) 30vw, 46vw"
          className="aspect-[3/4] w-full rounded-xl bg-gray-100"
        />
        <span className="absolute top-2 left-2 rounded-full bg-gray-950/70 px-2 py-0.5 text-xs font-semibold text-white tabular-nums" aria-hidden="true">
          {number}
        </span>
        <button
          type="button"
          onClick={onDelete}
          aria-label="Excluir foto"
          className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-gray-800 shadow hover:bg-red-50 hover:text-red-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
      <CaptionInput key={item.id} item={item} number={number} />
      <div className="flex items-center justify-between">
        <button
          type="button"
          className={iconButton}
          onClick={() => onMove(index - 1)}
          disabled={index === 0}
          aria-label="Mover para a esquerda"
          title="Mover para a esquerda"
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <GripVertical className="size-4 text-gray-400" aria-hidden="true" />
        <button
          type="button"
          className={iconButton}
          onClick={() => onMove(index + 1)}
          disabled={index === total - 1}
          aria-label="Mover para a direita"
          title="Mover para a direita"
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
