import { PROFILE_IMAGE_ACCEPTED_TYPES } from '@passarela/shared';
import { Camera, UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { buttonVariants } from '../../../../components/ui/button-variants.ts';
import { cn } from '../../../../lib/cn.ts';
import { loadCropImageDialog } from '../../../../components/image-crop/load-crop-image-dialog.ts';
import { TermsConsent } from '../terms-consent.tsx';
import type { SignUpFieldErrors } from './step-props.ts';

interface PhotoStepProps {
  fieldId: (field: string) => string;
  errors: SignUpFieldErrors;
  previewUrl: string | null;
  onFileChosen: (file: File) => void;
  acceptedTerms: boolean;
  onAcceptedTermsChange: (accepted: boolean) => void;
}

/** Last step, 'Foto de Perfil' (required for every account type), plus the consent to the terms. */
export function PhotoStep({ fieldId, errors, previewUrl, onFileChosen, acceptedTerms, onAcceptedTermsChange }: PhotoStepProps) {
  const photoErrorId = errors.profile_image_file ? `${fieldId('profile_image_file')}-erro` : undefined;
  // Warm up the crop dialog's chunk while the person looks for a photo.
  useEffect(() => {
    void loadCropImageDialog();
  }, []);

  return (
    <div className="grid gap-6">
      <div className="flex flex-col items-center gap-4 text-center">
        <div className="flex size-36 items-center justify-center overflow-hidden rounded-full bg-brand-50 ring-4 ring-brand-100">
          {previewUrl ? (
            <img src={previewUrl} alt="Prévia da sua foto de perfil" width={144} height={144} className="size-full object-cover" />
          ) : (
            <UserRound className="size-16 text-brand-300" aria-hidden="true" />
          )}
        </div>
        <label
          className={cn(
            buttonVariants({ variant: previewUrl ? 'outline' : 'primary' }),
            'cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2',
          )}
        >
          <input
            id={fieldId('profile_image_file')}
            type="file"
            accept={PROFILE_IMAGE_ACCEPTED_TYPES.join(',')}
            className="sr-only"
            aria-invalid={errors.profile_image_file ? true : undefined}
            aria-describedby={photoErrorId}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared so choosing the same file again still opens the crop dialog.
              event.target.value = '';
              if (file) onFileChosen(file);
            }}
          />
          <Camera className="size-4" aria-hidden="true" />
          {previewUrl ? 'Trocar foto' : 'Escolher foto'}
        </label>
        {errors.profile_image_file && (
          <p id={photoErrorId} className="text-sm font-medium text-red-700">
            {errors.profile_image_file}
          </p>
        )}
        <p className="text-sm text-gray-600">JPEG, PNG ou WebP, até 10 MB. Uma foto recente, com o rosto bem iluminado, atrai mais contratantes.</p>
      </div>
      <TermsConsent id={fieldId('acceptedTerms')} checked={acceptedTerms} onChange={onAcceptedTermsChange} error={errors.acceptedTerms} />
    </div>
  );
}
