import { X } from 'lucide-react';
import { useCallback } from 'react';

/** The photos picked for the next message, as small previews, each with a button that takes it out. */
export function PickedPhotos({ files, onRemove }: { files: readonly File[]; onRemove: (index: number) => void }) {
  if (files.length === 0) return null;
  return (
    <ul className="flex gap-2" aria-label="Fotos anexadas" data-testid="picked-photos">
      {files.map((file, index) => (
        <li
          key={`${index}-${file.name}-${file.lastModified}`}
          className="relative size-16 shrink-0 overflow-hidden rounded-lg border border-gray-200 bg-gray-100"
        >
          <Preview file={file} alt={`Foto ${index + 1}`} />
          <button
            type="button"
            onClick={() => onRemove(index)}
            aria-label={`Remover foto ${index + 1}`}
            className="absolute top-0.5 right-0.5 flex size-7 items-center justify-center rounded-full bg-gray-900/75 text-white hover:bg-gray-900 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The browser's own object URL of the file, made when the image is attached and released when it goes. */
function Preview({ file, alt }: { file: File; alt: string }) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return undefined;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} alt={alt} width={64} height={64} className="size-full object-cover" />;
}
