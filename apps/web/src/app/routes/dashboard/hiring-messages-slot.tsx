import { StartConversationButton } from '../../../features/conversations/components/start-conversation-button.tsx';
import type { HiringMessagesSlot } from '../../../features/contracts/components/contract-card.tsx';

/** "Mensagens" on a proposal or contract card (contracts feature): the thread of that proposal (conversations feature). */
export const renderHiringMessages: HiringMessagesSlot = ({ proposalId, counterpartName }) => (
  <StartConversationButton subject={{ kind: 'proposal', id: proposalId }} dialogTitle={`Mensagem para ${counterpartName}`} size="sm" />
);
