import { conversationTexts } from '@passarela/shared';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ButtonSize, ButtonVariant } from '../../../components/ui/button-variants.ts';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { openAuthModal } from '../../../lib/auth-modal-store.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { toast } from '../../../lib/toast.ts';
import { useConversations } from '../api/get-conversations.ts';
import { useStartConversation } from '../api/start-conversation.ts';
import { type ConversationSubjectRef, findExistingThread } from '../lib/existing-thread.ts';
import { StartConversationDialog } from './start-conversation-dialog.tsx';

export interface StartConversationButtonProps {
  subject: ConversationSubjectRef;
  /** The first message's dialog title: 'Mensagem para Ana Souza'. */
  dialogTitle: string;
  /** Only these user types see the button (a model's profile: those who may write first); everyone by default. */
  senders?: readonly string[];
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * Starts the conversation about a profile, an application, a proposal or a shoot booking, or opens it when she
 * already has one: a first message in a dialog, then the thread. Guests get the login modal.
 */
export function StartConversationButton({
  subject,
  dialogTitle,
  senders,
  label = 'Mensagens',
  variant = 'outline',
  size = 'md',
  className,
}: StartConversationButtonProps) {
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const threads = useConversations(signedIn);
  const start = useStartConversation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const existing = findExistingThread(threads.data?.pages.flatMap((page) => page.items) ?? [], subject);
  const look = buttonVariants({ variant, size, className });
  const content = (
    <>
      <MessageCircle className="size-4" aria-hidden="true" />
      {label}
    </>
  );

  if (signedIn && senders && !senders.includes(session.user.user_type)) return null;
  if (existing) {
    return (
      <Link to={`/mensagens/${encodeURIComponent(existing.id)}`} className={look}>
        {content}
      </Link>
    );
  }

  async function send(body: string) {
    const answer = await start.mutateAsync({ subject, body });
    setOpen(false);
    if (answer.hidden.length > 0) toast({ title: 'Contato oculto', description: conversationTexts.contactHiddenNotice, duration: 10_000 });
    await navigate(`/mensagens/${encodeURIComponent(answer.conversation_id)}`);
  }

  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        onClick={() => {
          if (session.status === 'guest') openAuthModal('login');
          else if (signedIn) setOpen(true);
        }}
      >
        {content}
      </Button>
      <StartConversationDialog open={open} onOpenChange={setOpen} title={dialogTitle} onSend={send} />
    </>
  );
}
