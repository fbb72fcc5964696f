import type { GalleryItem } from '@passarela/shared';
import { useRef, useState } from 'react';
import { moveId } from '../lib/reorder.ts';
import { DeletePhotoDialog } from './delete-photo-dialog.tsx';
import { GalleryTile } from './gallery-tile.tsx';

const dragType = 'application/x-passarela-photo';

/** The owner's photos in order, reordered by native drag and drop or the move buttons. */
export function GalleryGrid({ items, onReorder }: { items: GalleryItem[]; onReorder: (ids: string[]) => void }) {
  const [dragging, setDragging] = useState<string | null>(null);
  // Read by dragover/drop, which can fire before React re-renders with the new state.
  const draggingRef = useRef<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<GalleryItem | null>(null);
  const ids = items.map((item) => item.id);

  const move = (from: number, to: number) => {
    const next = moveId(ids, from, to);
    if (next.some((id, index) => id !== ids[index])) onReorder(next);
  };
  const endDrag = () => {
    draggingRef.current = null;
    setDragging(null);
    setOver(null);
  };

  return (
    <>
      <ul aria-label="Suas fotos" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {items.map((item, index) => (
          <GalleryTile
            key={item.id}
            item={item}
            index={index}
            total={items.length}
            isDragging={dragging === item.id}
            isDropTarget={over === item.id && dragging !== item.id}
            onMove={(to) => move(index, to)}
            onDelete={() => setDeleting(item)}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData(dragType, item.id);
              draggingRef.current = item.id;
              setDragging(item.id);
            }}
            onDragOver={(event) => {
              if (!draggingRef.current) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setOver(item.id);
            }}
            onDrop={(event) => {
              const from = draggingRef.current;
              if (!from) return;
              event.preventDefault();
              move(ids.indexOf(from), index);
              endDrag();
            }}
            onDragEnd={endDrag}
          />
        ))}
      </ul>
      <DeletePhotoDialog item={deleting} number={deleting ? ids.indexOf(deleting.id) + 1 : 0} onClose={() => setDeleting(null)} />
    </>
  );
}
