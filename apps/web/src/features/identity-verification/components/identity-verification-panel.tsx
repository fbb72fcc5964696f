import { identityDocumentTypeLabels, type IdentityVerificationState, identityVerificationTexts } from '@passarela/shared';
import { Clock } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { IdentityVerifiedBadge } from '../../../components/ui/identity-verified-badge.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatLongDateBr } from '../../../lib/format-date.ts';
import { useIdentityVerification } from '../api/identity-verification.ts';
import { IdentityVerificationForm } from './identity-verification-form.tsx';

/**
 * Configurações → 'Verificar identidade' (docs/product.md "Safety"): what the person sees follows
 * her latest submission. None yet: the form. Pending: the date it went, nothing to do. Approved: the
 * badge. Rejected: what to fix, and the form again.
 */
export function IdentityVerificationPanel() {
  const state = useIdentityVerification();
  return (
    <SettingsCard
      title={identityVerificationTexts.settingsTitle}
      description={`O selo "${identityVerificationTexts.badge}" mostra a quem trabalha com você que a equipe da Passarela conferiu seu documento. Ele aparece no seu perfil, nas suas vagas e nas suas conversas.`}
    >
      {state.isPending ? (
        <Spinner className="size-6" />
      ) : state.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-sm text-red-700">{state.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void state.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <PanelBody state={state.data} onStale={() => void state.refetch()} />
      )}
    </SettingsCard>
  );
}

function PanelBody({ state, onStale }: { state: IdentityVerificationState; onStale: () => void }) {
  if (state.status === 'pending') {
    return (
      <div className="grid gap-2 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="identity-pending">
        <p className="flex items-start gap-2 font-medium">
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {identityVerificationTexts.pending}
        </p>
        <SubmissionFacts state={state} />
      </div>
    );
  }
  if (state.status === 'approved') {
    return (
      <div className="grid justify-items-start gap-3" data-testid="identity-approved">
        <IdentityVerifiedBadge variant="pill" />
        <p className="text-sm text-gray-700">{identityVerificationTexts.approved}</p>
        {state.decided_at && <p className="text-xs text-gray-600">Verificada em {formatLongDateBr(state.decided_at)}.</p>}
      </div>
    );
  }
  return (
    <div className="grid gap-5">
      {state.status === 'rejected' && (
        <div className="grid gap-1 rounded-xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200" data-testid="identity-rejected">
          <p className="font-semibold">{identityVerificationTexts.rejectedLead}</p>
          {state.rejection_reason && <p className="whitespace-pre-line">{state.rejection_reason}</p>}
          <p className="mt-1 text-red-800">Corrija o que foi pedido e envie de novo.</p>
        </div>
      )}
      <IdentityVerificationForm onStale={onStale} />
    </div>
  );
}

/** 'Enviado em …' with the document type and the masked CPF, so she knows which submission waits. */
function SubmissionFacts({ state }: { state: IdentityVerificationState }) {
  const facts = [
    state.submitted_at && `Enviado em ${formatLongDateBr(state.submitted_at)}`,
    state.document_type && identityDocumentTypeLabels[state.document_type],
    state.cpf_masked && `CPF ${state.cpf_masked}`,
  ].filter(Boolean);
  return facts.length > 0 ? <p className="text-amber-800">{facts.join(' · ')}</p> : null;
}
