import { useParams } from 'react-router';
import { ConversationThread } from '../../../features/conversations/components/conversation-thread.tsx';

/** /mensagens/:conversationId: one thread, inside the messages layout. */
export function Component() {
  const { conversationId = '' } = useParams();
  return <ConversationThread key={conversationId} conversationId={conversationId} />;
}
