import { GALLERY_CAPTION_MAX_LENGTH, type GalleryItem } from '@passarela/shared';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useUpdateGalleryCaption } from '../api/update-gallery-caption.ts';

/** The caption of one photo, saved when the field loses focus or on Enter; Escape puts the saved one back. */
export function CaptionInput({ item, number }: { item: GalleryItem; number: number }) {
  const id = useId();
  const [value, setValue] = useState(item.caption);
  const [saved, setSaved] = useState(false);
  // A caption changed elsewhere (another tab, a refetch) replaces what the field shows.
  const [shown, setShown] = useState(item.caption);
  if (item.caption !== shown) {
    setShown(item.caption);
    setValue(item.caption);
  }
  const update = useUpdateGalleryCaption();

  const save = () => {
    const caption = value.trim();
    if (caption === item.caption) return;
    setSaved(false);
    update.mutate(
      { id: item.id, caption },
      {
        onSuccess: (answer) => {
          setValue(answer.caption);
          setSaved(true);
        },
        onError: (error) => {
          setValue(item.caption);
          toast({ variant: 'destructive', title: 'Não foi possível salvar a legenda', description: error.message });
        },
      },
    );
  };

  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="sr-only">
        Legenda da foto {number}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={GALLERY_CAPTION_MAX_LENGTH}
        placeholder="Legenda"
        enterKeyHint="done"
        onChange={(event) => {
          setValue(event.target.value);
          setSaved(false);
        }}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            event.currentTarget.blur();
          } else if (event.key === 'Escape') {
            setValue(item.caption);
          }
        }}
        className="h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 placeholder:text-gray-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
      <output aria-live="polite" className="min-h-4 text-xs text-gray-500">
        {update.isPending ? 'Salvando...' : saved ? 'Legenda salva' : ''}
      </output>
    </div>
  );
}
