import type { AdminIdentityVerification } from '@passarela/shared';
import { useState } from 'react';
import { type AdminVerificationStatus, useAdminIdentityVerifications, useDecideIdentityVerification } from '../api/admin-identity-verifications-api.ts';
import { decisionCallbacks } from '../lib/decision-toasts.ts';
import { AdminPagedList } from './admin-query-state.tsx';
import { AdminSection } from './admin-section.tsx';
import { AdminSelectFilter } from './admin-select-filter.tsx';
import { AdminVerificationCard } from './admin-verification-card.tsx';
import { ReasonPrompt } from './reason-prompt.tsx';

const statuses = ['pending', 'approved', 'rejected'] as const satisfies readonly AdminVerificationStatus[];
const statusLabels: Record<AdminVerificationStatus, string> = { pending: 'Em análise', approved: 'Aprovadas', rejected: 'Recusadas' };
const emptyTexts: Record<AdminVerificationStatus | '', string> = {
  pending: 'Nenhuma verificação esperando análise.',
  approved: 'Nenhuma verificação aprovada ainda.',
  rejected: 'Nenhuma verificação recusada ainda.',
  '': 'Nenhuma verificação enviada ainda.',
};

type Decision = { verification: AdminIdentityVerification; decision: 'approve' | 'reject' };

/**
 * "Verificações": identity submissions (document photo, selfie with it, CPF). The queue shows the
 * pending ones, oldest first; the filter shows the decided ones. Approving sets the verified badge,
 * rejecting tells the person the reason (what to fix); both ask for it and are audited.
 */
export function AdminVerificationsSection() {
  // The queue first; 'Todas' lists the pending ones, then the decided ones, newest first.
  const [status, setStatus] = useState<AdminVerificationStatus | ''>('pending');
  const verifications = useAdminIdentityVerifications(status || undefined);
  const decide = useDecideIdentityVerification();
  const [pending, setPending] = useState<Decision | null>(null);
  return (
    <AdminSection
      name="verifications"
      title="Verificações"
      description="Documento, selfie com o documento e CPF enviados em Configurações. Confira se a pessoa da selfie é a do documento e se os dados batem com o perfil."
    >
      <AdminSelectFilter label="Situação" allLabel="Todas" values={statuses} labels={statusLabels} value={status} onChange={setStatus} />
      <AdminPagedList query={verifications} emptyText={emptyTexts[status]}>
        {(items) => (
          <ul aria-label={status ? `Verificações: ${statusLabels[status].toLowerCase()}` : 'Verificações'} className="mt-4 grid gap-4 lg:grid-cols-2">
            {items.map((verification) => (
              <AdminVerificationCard key={verification.id} verification={verification} onDecide={(decision) => setPending({ verification, decision })} />
            ))}
          </ul>
        )}
      </AdminPagedList>
      {pending && (
        <ReasonPrompt
          title={`${pending.decision === 'approve' ? 'Aprovar' : 'Recusar'} a verificação de ${pending.verification.user.name}`}
          confirmLabel={pending.decision === 'approve' ? 'Aprovar' : 'Recusar'}
          isPending={decide.isPending}
          onClose={() => setPending(null)}
          onConfirm={(reason) =>
            decide.mutate(
              { id: pending.verification.id, body: { decision: pending.decision, reason } },
              decisionCallbacks(pending.decision === 'approve' ? 'Identidade verificada' : 'Verificação recusada', () => setPending(null)),
            )
          }
        />
      )}
    </AdminSection>
  );
}
