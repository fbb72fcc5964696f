import type { GalleryItem } from '@passarela/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useDeleteGalleryPhoto } from '../api/delete-gallery-photo.ts';
import { GalleryImage } from './gallery-image.tsx';

/** Asks before deleting: a deleted photo leaves the gallery and the public profile for good. */
export function DeletePhotoDialog({ item, number, onClose }: { item: GalleryItem | null; number: number; onClose: () => void }) {
  const remove = useDeleteGalleryPhoto();
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
      title="Excluir esta foto?"
      description="Ela sai da sua galeria e do seu perfil público. Não é possível desfazer."
    >
      {item && (
        <div className="grid gap-6">
          <GalleryImage item={item} alt={`Foto ${number}`} sizes="160px" lazy={false} className="mx-auto aspect-[3/4] w-40 rounded-xl" />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
              Cancelar
            </Button>
            <Button
              className="bg-red-600 hover:bg-red-700 active:bg-red-800"
              isLoading={remove.isPending}
              onClick={() =>
                remove.mutate(item.id, {
                  onSuccess: () => {
                    toast({ variant: 'success', title: 'Foto excluída.' });
                    onClose();
                  },
                  onError: (error) => toast({ variant: 'destructive', title: 'Não foi possível excluir a foto', description: error.message }),
                })
              }
            >
              {remove.isPending ? 'Excluindo...' : 'Excluir foto'}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
