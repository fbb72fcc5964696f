import { MESSAGE_PHOTO_TEXT, type MessagesPage, type MessageView } from '@passarela/shared';
import type { InfiniteData } from '@tanstack/react-query';
import { Fragment, type ReactNode, useLayoutEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { threadMessages } from '../lib/thread-messages.ts';
import { MessageBubble } from './message-bubble.tsx';
import { ScamWarningBanner } from './scam-warning-banner.tsx';

interface MessageListProps {
  query: {
    data: InfiniteData<MessagesPage> | undefined;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  otherName: string;
  /** "Denunciar" for one of the other person's messages: beside it, or in its safety warning. */
  report: (message: MessageView, place: 'message' | 'scam-warning') => ReactNode;
}

/**
 * The messages, oldest at the top, scrolled to the newest when the thread opens and when one
 * arrives. "Carregar mensagens anteriores" adds the page before at the top and keeps what she was
 * reading where it was.
 */
export function MessageList({ query, otherName, report }: MessageListProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  // Distance from the bottom before older messages are added, so the view stays put after.
  const keptFromBottom = useRef<number | null>(null);
  const messages = threadMessages(query.data?.pages ?? []);
  const newest = messages.at(-1);
  const newestId = newest?.id;
  const oldestId = messages[0]?.id;

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller && newestId) scroller.scrollTop = scroller.scrollHeight;
  }, [newestId]);

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || !oldestId || keptFromBottom.current === null) return;
    scroller.scrollTop = scroller.scrollHeight - keptFromBottom.current;
    keptFromBottom.current = null;
  }, [oldestId]);

  function loadOlder() {
    const scroller = scrollerRef.current;
    if (scroller) keptFromBottom.current = scroller.scrollHeight - scroller.scrollTop;
    void query.fetchNextPage();
  }

  return (
    <div ref={scrollerRef} className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-gray-50 px-3 py-4 sm:px-5" data-testid="message-list">
      {query.hasNextPage && (
        <div className="mb-4 flex justify-center">
          <Button variant="outline" size="sm" isLoading={query.isFetchingNextPage} onClick={loadOlder}>
            Carregar mensagens anteriores
          </Button>
        </div>
      )}
      {/* Screen readers hear a message that arrives while the thread is open (not the ones already there when it opened). */}
      <p className="sr-only" aria-live="polite">
        {newest && !newest.mine ? `Nova mensagem de ${otherName}: ${newest.body || MESSAGE_PHOTO_TEXT}` : ''}
      </p>
      {messages.length === 0 ? (
        <p className="py-10 text-center text-sm text-gray-600">Nenhuma mensagem ainda. Escreva a primeira.</p>
      ) : (
        <ol className="grid gap-2" aria-label={`Mensagens com ${otherName}`}>
          {messages.map((message) => {
            // A message the moderation hid is no longer there to report.
            const reportable = !message.mine && !message.hidden_by_moderation;
            return (
              <Fragment key={message.id}>
                <MessageBubble message={message} otherName={otherName} action={reportable ? report(message, 'message') : undefined} />
                {message.scam_warning && reportable && <ScamWarningBanner report={report(message, 'scam-warning')} />}
              </Fragment>
            );
          })}
        </ol>
      )}
    </div>
  );
}
