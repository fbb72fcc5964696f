import { Images } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useOwnGallery } from '../api/get-own-gallery.ts';
import { useReorderGallery } from '../api/reorder-gallery.ts';
import { photoCount } from '../lib/pick-gallery-files.ts';
import { GalleryDropZone } from './gallery-drop-zone.tsx';
import { GalleryGrid } from './gallery-grid.tsx';
import { UploadProgressList } from './upload-progress-list.tsx';
import { useGalleryUploads } from './use-gallery-uploads.ts';

/**
 * The dashboard's gallery tab ("Minha Mídia" for models, "Galeria" for the others): upload several
 * photos with progress, reorder, caption and delete, within the plan's limit.
 */
export function GalleryPanel({ title, profileSlug }: { title: string; profileSlug: string | null }) {
  const gallery = useOwnGallery();
  const uploads = useGalleryUploads(gallery.data);
  const reorder = useReorderGallery();

  if (gallery.isPending) return <PageSpinner />;
  if (gallery.isError) {
    return (
      <section role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-medium text-red-800">{gallery.error.message}</p>
        <Button variant="outline" className="mt-4" onClick={() => void gallery.refetch()} isLoading={gallery.isFetching}>
          Tentar novamente
        </Button>
      </section>
    );
  }

  const { items, limit, used } = gallery.data;
  const isFull = used >= limit;

  return (
    <section aria-labelledby="galeria-titulo" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="galeria-titulo" className="text-2xl font-bold tracking-tight text-gray-900">
            {title}
          </h2>
          <p className="mt-1 text-gray-600">Suas fotos aparecem no seu perfil público, nesta ordem.</p>
        </div>
        <div className="flex items-center gap-3">
          <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 tabular-nums" data-testid="gallery-counter">
            {used} de {photoCount(limit)}
          </p>
          {profileSlug && (
            <Link to={`/perfil/${encodeURIComponent(profileSlug)}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              Ver perfil público
            </Link>
          )}
        </div>
      </div>

      {isFull ? (
        <output className="block rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Você atingiu o limite de {photoCount(limit)} do seu plano. Exclua uma foto para enviar outra.
        </output>
      ) : (
        uploads.limitMessage && (
          <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {uploads.limitMessage}
          </p>
        )
      )}

      <GalleryDropZone disabled={isFull} onFiles={uploads.add} />
      <UploadProgressList entries={uploads.entries} onDismiss={uploads.dismiss} />

      {items.length === 0 ? (
        !uploads.isUploading && (
          <div className="flex flex-col items-center gap-2 rounded-2xl bg-gray-50 px-4 py-10 text-center text-gray-600">
            <Images className="size-8 text-gray-400" aria-hidden="true" />
            <p className="font-medium text-gray-900">Nenhuma foto ainda.</p>
            <p className="text-sm">Mostre seu trabalho: envie suas melhores fotos.</p>
          </div>
        )
      ) : (
        <>
          <p className="text-sm text-gray-600">
            A primeira foto aparece primeiro no seu perfil. Arraste as fotos para mudar a ordem ou use as setas de cada uma.
          </p>
          <GalleryGrid items={items} onReorder={reorder.move} />
        </>
      )}
    </section>
  );
}
