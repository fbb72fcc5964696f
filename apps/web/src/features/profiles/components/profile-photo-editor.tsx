import { type OwnProfile, PROFILE_IMAGE_ACCEPTED_TYPES, PROFILE_IMAGE_MAX_BYTES, errorCatalog } from '@passarela/shared';
import { Camera } from 'lucide-react';
import { Suspense, lazy, useId, useRef, useState } from 'react';
import { loadCropImageDialog } from '../../../components/image-crop/load-crop-image-dialog.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ProfilePhoto } from '../../../components/ui/profile-photo.tsx';
import { toast } from '../../../lib/toast.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { useUploadProfilePhoto } from '../api/upload-profile-photo.ts';

const CropImageDialog = lazy(loadCropImageDialog);

/**
 * Change the profile photo: pick a file, frame it in the same crop dialog as the sign-up wizard
 * ('Cortar e Usar' or 'Usar Original'), see it square (as profiles show it), save. The server
 * checks the bytes and re-encodes; the browser only refuses what it can already tell is wrong.
 */
export function ProfilePhotoEditor({ profile, onSaved }: { profile: OwnProfile; onSaved: (profile: OwnProfile) => void }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  // A picked file waiting in the crop dialog; `file` is what 'Salvar foto' sends.
  const [pending, setPending] = useState<File | null>(null);
  const upload = useUploadProfilePhoto({
    onSaved: (saved) => {
      setFile(null);
      toast({ variant: 'success', title: 'Foto atualizada!', description: 'Sua nova foto já aparece no seu perfil.' });
      onSaved(saved);
    },
  });

  const previewUrl = useObjectUrl(file);

  const choose = (chosen: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!chosen) return;
    if (!(PROFILE_IMAGE_ACCEPTED_TYPES as readonly string[]).includes(chosen.type)) {
      toast({ variant: 'destructive', title: 'Erro no Upload da Imagem', description: errorCatalog.INVALID_IMAGE.message });
      return;
    }
    if (chosen.size > PROFILE_IMAGE_MAX_BYTES) {
      toast({ variant: 'destructive', title: 'Erro no Upload da Imagem', description: errorCatalog.IMAGE_TOO_LARGE.message });
      return;
    }
    setPending(chosen);
  };

  // Fetch the crop dialog's chunk as soon as a photo change looks likely, not with the page.
  const warmUpCropDialog = () => void loadCropImageDialog();

  return (
    <section
      aria-labelledby={`${inputId}-titulo`}
      className="flex flex-col items-center gap-5 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:flex-row sm:p-6"
    >
      {previewUrl ? (
        <img
          src={previewUrl}
          alt="Pré-visualização da nova foto"
          width={128}
          height={128}
          className="size-32 shrink-0 rounded-2xl object-cover ring-2 ring-brand-300"
        />
      ) : (
        <ProfilePhoto url={profile.profile_image_url} alt="Sua foto de perfil atual" size={128} sizes="128px" className="size-32 shrink-0 rounded-2xl" />
      )}
      <div className="flex-1 text-center sm:text-left">
        <h2 id={`${inputId}-titulo`} className="text-lg font-semibold text-gray-900">
          Foto de Perfil
        </h2>
        <p className="mt-1 text-sm text-gray-600">JPEG, PNG ou WebP de até 10 MB. Ela aparece quadrada no seu perfil.</p>
        <div className="mt-4 flex flex-wrap justify-center gap-3 sm:justify-start">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={PROFILE_IMAGE_ACCEPTED_TYPES.join(',')}
            className="sr-only"
            onFocus={warmUpCropDialog}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <label
            htmlFor={inputId}
            onPointerEnter={warmUpCropDialog}
            className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-full border border-gray-300 bg-white px-5 text-sm font-semibold text-gray-900 transition-colors hover:border-brand-300 hover:bg-brand-50 [input:focus-visible+&]:ring-2 [input:focus-visible+&]:ring-brand-600"
          >
            <Camera className="size-4" aria-hidden="true" />
            {file ? 'Escolher outra foto' : 'Trocar foto'}
          </label>
          {file && (
            <>
              <Button
                isLoading={upload.isPending}
                onClick={() =>
                  upload.mutate(file, { onError: (error) => toast({ variant: 'destructive', title: 'Erro no Upload da Imagem', description: error.message }) })
                }
              >
                {upload.isPending ? 'Enviando...' : 'Salvar foto'}
              </Button>
              <Button variant="ghost" disabled={upload.isPending} onClick={() => setFile(null)}>
                Cancelar
              </Button>
            </>
          )}
        </div>
      </div>
      {pending && (
        <Suspense fallback={null}>
          <CropImageDialog
            file={pending}
            onDone={(chosen) => {
              setFile(chosen);
              setPending(null);
            }}
            onCancel={() => setPending(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
