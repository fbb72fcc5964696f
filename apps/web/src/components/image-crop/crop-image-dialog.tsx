import { useRef, useState } from 'react';
import { ReactCrop, type PercentCrop } from 'react-image-crop';
// oxlint-disable-next-line import/no-unassigned-import -- the library's stylesheet, loaded with this chunk only
import 'react-image-crop/dist/ReactCrop.css';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { toast } from '../../lib/toast.ts';
import { CROP_JPEG_QUALITY, CROP_MIN_SIZE_PX, initialSquareCrop } from './crop-geometry.ts';
import { cropToJpegFile } from './crop-to-jpeg.ts';
import { useObjectUrl } from '../../lib/use-object-url.ts';

const ariaLabels = {
  cropArea: 'Área de corte: use as setas para mover',
  nwDragHandle: 'Alça superior esquerda',
  nDragHandle: 'Alça superior',
  neDragHandle: 'Alça superior direita',
  eDragHandle: 'Alça direita',
  seDragHandle: 'Alça inferior direita',
  sDragHandle: 'Alça inferior',
  swDragHandle: 'Alça inferior esquerda',
  wDragHandle: 'Alça esquerda',
};

export interface CropImageDialogProps {
  file: File;
  /** 'Usar Original' (the file as chosen) or 'Cortar e Usar' (the square crop as JPEG). */
  onDone: (file: File) => void;
  /** Closed with X, Escape or the backdrop: the photo stays as it was. */
  onCancel: () => void;
}

/**
 * 'Cortar Imagem' (docs/product.md "Spec 2", "Spec 5"): a square crop, at least 100x100, starting at 90% of the
 * width, centred. Shared by the sign-up wizard and the profile editor, so both hand the server the
 * same square JPEG. Its own chunk with react-image-crop: it loads when a photo is chosen.
 */
export function CropImageDialog({ file, onDone, onCancel }: CropImageDialogProps) {
  const src = useObjectUrl(file);
  const [crop, setCrop] = useState<PercentCrop>();
  const [busy, setBusy] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);

  const cropAndUse = async () => {
    const image = imageRef.current;
    if (!image || !crop || busy) return;
    setBusy(true);
    try {
      onDone(await cropToJpegFile(image, crop, CROP_JPEG_QUALITY));
    } catch {
      toast({ variant: 'destructive', title: 'Erro ao Cortar Imagem', description: 'Não foi possível cortar esta foto. Tente de novo ou use a original.' });
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Cortar Imagem"
      description="Arraste o quadrado para enquadrar sua foto de perfil."
      className="max-w-lg"
    >
      <div className="flex max-h-[55dvh] justify-center overflow-hidden rounded-xl bg-gray-950/90">
        {src && (
          <ReactCrop
            crop={crop}
            onChange={(_, percent) => setCrop(percent)}
            aspect={1}
            minWidth={CROP_MIN_SIZE_PX}
            minHeight={CROP_MIN_SIZE_PX}
            keepSelection
            ruleOfThirds
            ariaLabels={ariaLabels}
          >
            <img
              ref={imageRef}
              src={src}
              alt="Foto escolhida para o perfil"
              // Its size is the photo's own (h-auto, w-auto): the attributes only give the box a
              // portrait shape for the instant before the chosen file is decoded.
              width={600}
              height={800}
              className="h-auto max-h-[55dvh] w-auto"
              onLoad={(event) => setCrop(initialSquareCrop(event.currentTarget.naturalWidth, event.currentTarget.naturalHeight))}
              onError={() => {
                toast({ variant: 'destructive', title: 'Imagem Inválida', description: 'Não foi possível abrir esta imagem. Escolha outra foto.' });
                onCancel();
              }}
            />
          </ReactCrop>
        )}
      </div>
      <div className="mt-6 grid grid-cols-2 gap-3">
        <Button variant="outline" size="lg" disabled={busy} onClick={() => onDone(file)}>
          Usar Original
        </Button>
        <Button size="lg" disabled={!crop} isLoading={busy} onClick={() => void cropAndUse()}>
          Cortar e Usar
        </Button>
      </div>
    </Dialog>
  );
}

export default CropImageDialog;
