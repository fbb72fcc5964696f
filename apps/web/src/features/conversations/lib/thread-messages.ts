import type { MessagesPage, MessageView } from '@passarela/shared';

/**
 * The messages of a thread's loaded pages, oldest first, as the screen shows them: the first page
 * is the latest one and each next page is older, each oldest first within it. A message that two
 * pages hold (it arrived while pages were fetched) is shown once.
 */
export function threadMessages(pages: readonly MessagesPage[]): MessageView[] {
  const seen = new Set<string>();
  const messages: MessageView[] = [];
  for (const page of pages.toReversed()) {
    for (const message of page.items) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages;
}
