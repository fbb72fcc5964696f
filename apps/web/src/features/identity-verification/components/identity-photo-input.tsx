import { type IdentityFileKind, identityFileKindLabels } from '@passarela/shared';
import { Camera, IdCard, ScanFace } from 'lucide-react';
import { useId } from 'react';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { cn } from '../../../lib/cn.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';

const hints: Record<IdentityFileKind, string> = {
  document: 'A frente do documento inteira, com foto e dados legíveis, sem reflexo.',
  selfie: 'Seu rosto e o documento aberto ao lado, os dois bem visíveis.',
};

/**
 * One of the two photos: its name, what it should show, a preview of the chosen file and the button
 * that picks it. accept="image/*" lets a phone offer its camera as well as its gallery.
 */
export function IdentityPhotoInput({
  kind,
  file,
  error,
  onChange,
}: {
  kind: IdentityFileKind;
  file: File | null;
  error?: string;
  onChange: (file: File) => void;
}) {
  const id = useId();
  const preview = useObjectUrl(file);
  const label = identityFileKindLabels[kind];
  const Icon = kind === 'document' ? IdCard : ScanFace;
  return (
    <div className="grid content-start gap-2">
      <p id={`${id}-nome`} className="text-sm font-medium text-gray-900">
        {label}
      </p>
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-xl bg-gray-50 ring-1 ring-gray-200">
        {preview ? (
          <img src={preview} alt={`Prévia: ${label.toLowerCase()}`} width={400} height={300} className="size-full object-contain" />
        ) : (
          <Icon className="size-10 text-gray-300" aria-hidden="true" />
        )}
      </div>
      <p id={`${id}-dica`} className="text-sm text-gray-600">
        {hints[kind]}
      </p>
      <label
        className={cn(
          buttonVariants({ variant: 'outline', size: 'sm' }),
          'cursor-pointer justify-self-start has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2',
        )}
      >
        <input
          type="file"
          accept="image/*"
          className="sr-only"
          aria-labelledby={`${id}-nome`}
          aria-describedby={cn(`${id}-dica`, error && `${id}-erro`)}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            // Cleared so picking the same file again after a refusal still counts as a change.
            event.target.value = '';
            if (chosen) onChange(chosen);
          }}
        />
        <Camera className="size-4" aria-hidden="true" />
        {file ? 'Trocar foto' : 'Escolher foto'}
      </label>
      {error && (
        <p id={`${id}-erro`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
