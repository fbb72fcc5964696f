import { useParams } from 'react-router';
import { ConversationThread, type MessageReportSlot } from '../../../features/conversations/components/conversation-thread.tsx';
import { messageExcerpt } from '../../../features/conversations/lib/message-excerpt.ts';
import { ReportButton } from '../../../features/reports/components/report-button.tsx';
import { FirstRunSafetyCard } from '../../../features/safety/components/first-run-safety-card.tsx';
import { useSession } from '../../../lib/session/use-session.ts';

/**
 * "Denunciar" on the other person's messages: a flag beside each, and the button of the safety
 * warning under a request for money, which opens with the scam reason chosen.
 */
const reportMessage: MessageReportSlot = (message, place, onReported) =>
  place === 'scam-warning' ? (
    <ReportButton
      item={{ kind: 'message', id: message.id }}
      itemTitle={messageExcerpt(message)}
      look="outline"
      preselectedReason="advance_payment_scam"
      onReported={onReported}
    />
  ) : (
    <ReportButton
      item={{ kind: 'message', id: message.id }}
      itemTitle={messageExcerpt(message)}
      look="icon"
      label="Denunciar mensagem"
      onReported={onReported}
    />
  );

/**
 * /mensagens/:conversationId: one thread, inside the messages layout; a model sees the safety card
 * above the first thread she opens (until she taps 'Entendi').
 */
export function Component() {
  const { conversationId = '' } = useParams();
  const { user } = useSession();
  return (
    <>
      {user?.user_type === 'model' && (
        <FirstRunSafetyCard user={user} moment="conversation" className="m-2 max-h-[45dvh] shrink-0 overflow-y-auto sm:m-3" />
      )}
      <ConversationThread key={conversationId} conversationId={conversationId} reportMessage={reportMessage} />
    </>
  );
}
