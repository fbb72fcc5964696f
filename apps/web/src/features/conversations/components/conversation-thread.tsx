import { conversationTexts, type MessageView } from '@passarela/shared';
import { Ban, Lock, ShieldAlert } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useConversation } from '../api/get-conversation.ts';
import { useMessages } from '../api/get-messages.ts';
import { useMarkConversationRead } from '../api/mark-read.ts';
import { useReportConversation } from '../api/report-conversation.ts';
import { MessageComposer } from './message-composer.tsx';
import { MessageList } from './message-list.tsx';
import { ThreadHeader } from './thread-header.tsx';

export const contactShieldNote = 'Contatos aparecem depois do pagamento pela plataforma.';

/**
 * The reports feature's "Denunciar" for one of the other person's messages, composed in by the page
 * (features stay independent): `place` says where it sits, `onReported` runs once the report is sent.
 */
export type MessageReportSlot = (message: MessageView, place: 'message' | 'scam-warning', onReported?: () => void) => ReactNode;

/**
 * One open thread: who and what it is about, the notes that apply (contacts hidden until payment,
 * a guardian reading along), the messages and the composer, or the blocked notice in its place. It
 * is marked read when it opens and each time a message arrives while it is open. A report sent from
 * a safety warning also takes the thread out of her list (until a new message) and flags it.
 */
export function ConversationThread({ conversationId, reportMessage }: { conversationId: string; reportMessage: MessageReportSlot }) {
  const conversation = useConversation(conversationId);
  const messages = useMessages(conversationId);
  const markRead = useMarkConversationRead();
  const report = useReportConversation();
  const navigate = useNavigate();
  const pages = messages.data?.pages;
  const newestId = pages?.[0]?.items.at(-1)?.id;
  const { mutate: markThreadRead } = markRead;

  useEffect(() => {
    if (newestId) markThreadRead(conversationId);
  }, [conversationId, newestId, markThreadRead]);

  function reportThread() {
    report.mutate(conversationId, {
      onSuccess: async () => {
        toast({ variant: 'success', title: 'Denúncia enviada', description: 'A conversa saiu da sua lista e a equipe da Passarela vai analisar.' });
        await navigate('/mensagens');
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Não foi possível denunciar', description: error.message }),
    });
  }

  if (conversation.isPending) {
    return (
      <div className="flex flex-1 items-center justify-center py-10">
        <Spinner className="size-6" />
      </div>
    );
  }
  if (conversation.isError) {
    const missing = isApiError(conversation.error) && conversation.error.status === 404;
    return (
      <div role="alert" className="grid flex-1 content-center justify-items-center gap-3 p-6 text-center">
        <p className="text-sm text-gray-700">{missing ? 'Esta conversa não existe ou não é sua.' : conversation.error.message}</p>
        {!missing && (
          <Button variant="outline" onClick={() => void conversation.refetch()}>
            Tentar novamente
          </Button>
        )}
      </div>
    );
  }

  const detail = conversation.data;
  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="conversation-thread">
      <ThreadHeader conversation={detail} />
      {(detail.contact_shield || detail.guardian_reads) && (
        <div className="grid gap-1 border-b border-gray-200 bg-white px-4 py-2">
          {detail.guardian_reads && (
            <ThreadNote icon={<ShieldAlert className="size-4" aria-hidden="true" />}>{conversationTexts.guardianReadsNotice}</ThreadNote>
          )}
          {detail.contact_shield && <ThreadNote icon={<Lock className="size-4" aria-hidden="true" />}>{contactShieldNote}</ThreadNote>}
        </div>
      )}
      {messages.isError ? (
        <div role="alert" className="grid flex-1 content-center justify-items-center gap-3 p-6">
          <p className="text-sm text-red-700">{messages.error.message}</p>
          <Button variant="outline" onClick={() => void messages.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : messages.isPending ? (
        <div className="flex flex-1 items-center justify-center">
          <Spinner className="size-6" />
        </div>
      ) : (
        <MessageList
          query={messages}
          otherName={detail.other.name}
          report={(message, place) => reportMessage(message, place, place === 'scam-warning' ? reportThread : undefined)}
        />
      )}
      {detail.blocked ? (
        <p className="flex items-center gap-2 border-t border-gray-200 bg-white p-4 text-sm text-gray-700" data-testid="conversation-blocked">
          <Ban className="size-4 shrink-0" aria-hidden="true" />
          {conversationTexts.blockedNotice}
        </p>
      ) : (
        <MessageComposer key={conversationId} conversationId={conversationId} />
      )}
    </div>
  );
}

function ThreadNote({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 text-xs text-gray-700">
      <span className="mt-0.5 shrink-0">{icon}</span>
      {children}
    </p>
  );
}
