import { PROFILE_IMAGE_ACCEPTED_TYPES } from '@passarela/shared';
import { ImagePlus } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { cn } from '../../../lib/cn.ts';

/** True only for files dragged in from outside: a photo tile being reordered is not an upload. */
function carriesFiles(event: DragEvent) {
  return Array.from(event.dataTransfer.types).includes('Files');
}

/**
 * Choose several photos at once, or drop them here. The input is a real file input with a
 * visible label, so it works by keyboard and with screen readers.
 */
export function GalleryDropZone({ disabled, onFiles }: { disabled: boolean; onFiles: (files: File[]) => void }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);

  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (inputRef.current) inputRef.current.value = '';
    if (files.length > 0) onFiles(files);
  };

  return (
    <div
      data-testid="gallery-drop-zone"
      onDragOver={(event) => {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={(event) => {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        setIsOver(false);
        take(event.dataTransfer.files);
      }}
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors',
        isOver ? 'border-brand-500 bg-brand-50' : 'border-gray-300 bg-white',
        disabled && 'opacity-60',
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <ImagePlus className="size-6" aria-hidden="true" />
      </span>
      <p className="text-sm text-gray-700">
        <span className="hidden sm:inline">Arraste suas fotos para cá ou </span>
        <span className="sm:hidden">Escolha suas fotos: </span>
        JPEG, PNG ou WebP de até 10 MB cada.
      </p>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        multiple
        accept={PROFILE_IMAGE_ACCEPTED_TYPES.join(',')}
        disabled={disabled}
        className="peer sr-only"
        onChange={(event) => take(event.target.files)}
      />
      <label
        htmlFor={inputId}
        className={cn(
          'inline-flex h-11 items-center gap-2 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white shadow-sm transition-colors',
          'peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2',
          disabled ? 'cursor-not-allowed' : 'cursor-pointer hover:bg-brand-700',
        )}
      >
        Escolher fotos
      </label>
    </div>
  );
}
