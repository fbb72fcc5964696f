import { ContractSection, HiringTab, ProposalSection } from '../../../features/contracts/components/hiring-tab.tsx';
import type { DashboardTab } from '../../../features/dashboard/lib/dashboard-tabs.ts';
import { FirstRunSafetyCard } from '../../../features/safety/components/first-run-safety-card.tsx';
import type { SessionUser } from '../../../lib/session/use-session.ts';
import { renderContractReview } from './contract-review-slot.tsx';
import { renderHiringMessages } from './hiring-messages-slot.tsx';

/**
 * "Contratações Recebidas": proposals waiting for her answer, then her contracts, then past
 * proposals. The first time a proposal or a contract is here, the safety card comes first.
 */
export function ProposalsTab({ user }: { user: SessionUser; tab: DashboardTab }) {
  return (
    <HiringTab headingId="recebidas-titulo" title="Contratações Recebidas" subtitle="Propostas de trabalho e seus contratos." side="received">
      {({ pending, closed, contracts }) => (
        <>
          {user.user_type === 'model' && (pending.length > 0 || contracts.length > 0) && (
            <FirstRunSafetyCard user={user} moment="hired" headingLevel="h3" />
          )}
          <ProposalSection
            title={`Propostas aguardando sua resposta (${pending.length})`}
            proposals={pending}
            empty="Nenhuma proposta nova. Mantenha seu perfil e suas fotos atualizados para ser encontrada."
            renderMessages={renderHiringMessages}
          />
          <ContractSection
            title={`Meus contratos (${contracts.length})`}
            contracts={contracts}
            renderReview={renderContractReview}
            renderMessages={renderHiringMessages}
            empty="Quando você aceitar uma proposta, o contrato aparece aqui."
          />
          <ProposalSection title="Propostas anteriores" proposals={closed} renderMessages={renderHiringMessages} />
        </>
      )}
    </HiringTab>
  );
}
