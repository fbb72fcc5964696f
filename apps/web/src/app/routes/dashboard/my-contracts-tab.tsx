import { Link } from 'react-router';
import { ContractSection, HiringTab, ProposalSection } from '../../../features/contracts/components/hiring-tab.tsx';
import type { DashboardTab } from '../../../features/dashboard/lib/dashboard-tabs.ts';
import type { SessionUser } from '../../../lib/session/use-session.ts';
import { renderContractReview } from './contract-review-slot.tsx';
import { renderHiringMessages } from './hiring-messages-slot.tsx';

/** "Minhas Contratações" (contractors, photographers, admins): sent proposals and contracts. */
export function MyContractsTab(_props: { user: SessionUser; tab: DashboardTab }) {
  return (
    <HiringTab headingId="contratacoes-titulo" title="Minhas Contratações" subtitle="Propostas que você enviou e os contratos com as modelos." side="sent">
      {({ pending, closed, contracts }) => (
        <>
          <ContractSection
            title={`Contratos (${contracts.length})`}
            contracts={contracts}
            renderReview={renderContractReview}
            renderMessages={renderHiringMessages}
            empty={
              <>
                Nenhum contrato ainda. Encontre modelos em{' '}
                <Link to="/modelos" className="font-medium text-brand-700 underline-offset-4 hover:underline">
                  Modelos
                </Link>{' '}
                e clique em Contratar.
              </>
            }
          />
          <ProposalSection
            title={`Propostas aguardando resposta (${pending.length})`}
            proposals={pending}
            empty="Nenhuma proposta aguardando resposta."
            renderMessages={renderHiringMessages}
          />
          <ProposalSection title="Propostas recusadas ou retiradas" proposals={closed} renderMessages={renderHiringMessages} />
        </>
      )}
    </HiringTab>
  );
}
