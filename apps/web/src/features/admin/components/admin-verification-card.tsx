import {
  type AdminIdentityVerification,
  IDENTITY_FILES_RETENTION_DAYS,
  identityDocumentTypeLabels,
  identityFileKindLabels,
  identityFileKinds,
  type UserType,
} from '@passarela/shared';
import { ExternalLink, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatDateTimeBr } from '../../../lib/format-date.ts';
import { accountAgeText } from '../lib/account-age.ts';
import { userTypeLabels } from '../lib/user-type-labels.ts';

const statusBadges = {
  pending: { tone: 'waiting', label: 'Em análise' },
  approved: { tone: 'good', label: 'Aprovada' },
  rejected: { tone: 'bad', label: 'Recusada' },
} as const;

/**
 * One submission: who sent it (name, type, email, account age, profile), the document type, the
 * masked CPF, when, the two photos (a tap opens one larger) and, while pending, Aprovar / Recusar.
 */
export function AdminVerificationCard({
  verification,
  onDecide,
}: {
  verification: AdminIdentityVerification;
  onDecide: (decision: 'approve' | 'reject') => void;
}) {
  const { user } = verification;
  const [enlarged, setEnlarged] = useState<(typeof identityFileKinds)[number] | null>(null);
  const [photosShown, setPhotosShown] = useState(verification.status === 'pending');
  const status = statusBadges[verification.status];
  return (
    <li aria-label={`Verificação de ${user.name}`} className="grid content-start gap-4 rounded-2xl border border-gray-200 bg-white p-4 text-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-gray-900">
            {user.profile_slug ? (
              <a
                href={`/perfil/${encodeURIComponent(user.profile_slug)}`}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 hover:underline"
              >
                {user.name}
                <ExternalLink className="size-3.5 text-gray-500" aria-hidden="true" />
                <span className="sr-only">(abre o perfil em outra aba)</span>
              </a>
            ) : (
              user.name
            )}
          </p>
          <p className="break-all text-gray-600">
            {userTypeLabels[user.user_type as UserType] ?? user.user_type} · {user.email}
          </p>
          <p className="text-gray-600">{accountAgeText(user.created_at)}</p>
        </div>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-gray-600">Documento</dt>
        <dd className="font-medium text-gray-900">{identityDocumentTypeLabels[verification.document_type]}</dd>
        <dt className="text-gray-600">CPF</dt>
        <dd className="font-medium text-gray-900 tabular-nums">
          {verification.cpf_masked}
          {verification.same_cpf_accounts > 0 && (
            <span className="mt-1 flex items-start gap-1 font-semibold text-red-700">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              Mesmo CPF em {verification.same_cpf_accounts} {verification.same_cpf_accounts === 1 ? 'outra conta' : 'outras contas'}
            </span>
          )}
        </dd>
        <dt className="text-gray-600">Enviado em</dt>
        <dd className="text-gray-900">{formatDateTimeBr(verification.submitted_at)}</dd>
        {verification.decided_at && (
          <>
            <dt className="text-gray-600">Decidido em</dt>
            <dd className="text-gray-900">{formatDateTimeBr(verification.decided_at)}</dd>
          </>
        )}
        {verification.decision_reason && (
          <>
            <dt className="text-gray-600">Motivo</dt>
            <dd className="whitespace-pre-line text-gray-900">{verification.decision_reason}</dd>
          </>
        )}
      </dl>
      {verification.files && !photosShown ? (
        // A decided submission's photos load only on request: each opening is recorded in the audit log.
        <Button size="sm" variant="outline" className="justify-self-start" onClick={() => setPhotosShown(true)}>
          Ver as fotos
        </Button>
      ) : verification.files ? (
        <div className="grid grid-cols-2 gap-3">
          {identityFileKinds.map((kind) => (
            <button
              key={kind}
              type="button"
              onClick={() => setEnlarged(kind)}
              aria-label={`Ampliar: ${identityFileKindLabels[kind].toLowerCase()}`}
              className="grid gap-1 rounded-xl text-left focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              <img
                src={verification.files?.[kind]}
                alt={`${identityFileKindLabels[kind]} de ${user.name}`}
                loading="lazy"
                width={400}
                height={300}
                className="aspect-[4/3] w-full rounded-xl bg-gray-100 object-contain ring-1 ring-gray-200"
              />
              <span className="text-xs text-gray-600">{identityFileKindLabels[kind]}</span>
            </button>
          ))}
        </div>
      ) : (
        <p className="text-gray-600">Os arquivos foram apagados {IDENTITY_FILES_RETENTION_DAYS} dias depois da decisão.</p>
      )}
      {verification.status === 'pending' && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => onDecide('approve')}>
            Aprovar
          </Button>
          <Button size="sm" variant="outline" onClick={() => onDecide('reject')}>
            Recusar
          </Button>
        </div>
      )}
      {enlarged && verification.files && (
        <Dialog open onOpenChange={(open) => !open && setEnlarged(null)} title={`${identityFileKindLabels[enlarged]} · ${user.name}`} className="sm:max-w-3xl">
          <img
            src={verification.files[enlarged]}
            alt={`${identityFileKindLabels[enlarged]} de ${user.name}, ampliada`}
            width={1200}
            height={900}
            className="h-auto max-h-[75dvh] w-full object-contain"
          />
        </Dialog>
      )}
    </li>
  );
}
