import { type IdentityDocumentType, identityDocumentTypeLabels, identityDocumentTypes, identityVerificationTexts } from '@passarela/shared';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { selectClassName } from '../../../components/ui/option-select.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSubmitIdentityVerification } from '../api/identity-verification.ts';
import { cpfProblem, type IdentityFormErrors, identityPhotoProblem, maskCpfInput, serverIdentityErrors } from '../lib/identity-form.ts';
import { IdentityPhotoInput } from './identity-photo-input.tsx';

/** The answers that mean the state changed elsewhere (another tab sent it, an admin decided): read it again. */
const staleStateCodes = new Set(['IDENTITY_VERIFICATION_PENDING', 'IDENTITY_ALREADY_VERIFIED']);

/**
 * The submission: document type, the document's photo, the selfie holding it and the CPF (masked
 * as typed, its check digits checked here as the server does). Field errors sit under their field;
 * anything else (a photo the server could not read, too many submissions today) above the button.
 */
export function IdentityVerificationForm({ onStale }: { onStale: () => void }) {
  const submit = useSubmitIdentityVerification();
  const [documentType, setDocumentType] = useState<IdentityDocumentType | ''>('');
  const [cpf, setCpf] = useState('');
  const [documentPhoto, setDocumentPhoto] = useState<File | null>(null);
  const [selfie, setSelfie] = useState<File | null>(null);
  const [errors, setErrors] = useState<IdentityFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  function clear(field: keyof IdentityFormErrors) {
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: IdentityFormErrors = {
      document_type: documentType ? undefined : 'Escolha o tipo de documento.',
      document: identityPhotoProblem('document', documentPhoto),
      selfie: identityPhotoProblem('selfie', selfie),
      cpf: cpfProblem(cpf),
    };
    setErrors(found);
    setFormError(null);
    if (Object.values(found).some(Boolean) || !documentType || !documentPhoto || !selfie) return;
    submit.mutate(
      { documentType, cpf, document: documentPhoto, selfie },
      {
        onError: (error) => {
          if (isApiError(error) && staleStateCodes.has(error.code)) {
            onStale();
            return;
          }
          const fieldErrors = isApiError(error) ? serverIdentityErrors(error.details) : {};
          if (Object.values(fieldErrors).some(Boolean)) setErrors(fieldErrors);
          else setFormError(error.message);
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5">
      <p className="text-sm text-gray-700">{identityVerificationTexts.intro}</p>
      <Field label="Tipo de documento" error={errors.document_type} className="sm:max-w-xs">
        {(control) => (
          <select
            {...control}
            className={selectClassName}
            value={documentType}
            onChange={(event) => {
              setDocumentType(event.target.value as IdentityDocumentType | '');
              clear('document_type');
            }}
          >
            <option value="">Selecione</option>
            {identityDocumentTypes.map((type) => (
              <option key={type} value={type}>
                {identityDocumentTypeLabels[type]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid gap-5 sm:max-w-2xl sm:grid-cols-2">
        <IdentityPhotoInput
          kind="document"
          file={documentPhoto}
          error={errors.document}
          onChange={(file) => {
            setDocumentPhoto(file);
            setErrors((current) => ({ ...current, document: identityPhotoProblem('document', file) }));
            setFormError(null);
          }}
        />
        <IdentityPhotoInput
          kind="selfie"
          file={selfie}
          error={errors.selfie}
          onChange={(file) => {
            setSelfie(file);
            setErrors((current) => ({ ...current, selfie: identityPhotoProblem('selfie', file) }));
            setFormError(null);
          }}
        />
      </div>
      <Field label="CPF" error={errors.cpf} hint="Só os dois últimos números ficam visíveis para a equipe." className="sm:max-w-xs">
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            placeholder="000.000.000-00"
            maxLength={14}
            value={cpf}
            onChange={(event) => {
              setCpf(maskCpfInput(event.target.value));
              clear('cpf');
            }}
          />
        )}
      </Field>
      {formError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {formError}
        </p>
      )}
      <Button type="submit" isLoading={submit.isPending} className="justify-self-start">
        <ShieldCheck className="size-4" aria-hidden="true" />
        {identityVerificationTexts.submit}
      </Button>
    </form>
  );
}
