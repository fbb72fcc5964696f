import type { MessageImage } from '@passarela/shared';
import type { Database } from '../../db/client.ts';
import { messageImageViews } from './conversation-views.ts';
import { createMessageImagesRepository } from './message-images.repository.ts';

/** The photos of some messages of one thread, as a thread shows them: for other modules' readings (the admin's). */
export type MessageImageLookup = (conversationId: string, messageIds: string[]) => Promise<Map<string, MessageImage[]>>;

export function createMessageImageLookup(db: Database): MessageImageLookup {
  const repository = createMessageImagesRepository(db);
  return async (conversationId, messageIds) => {
    const rows = await repository.ofMessages(messageIds);
    return new Map([...rows].map(([messageId, images]) => [messageId, messageImageViews(conversationId, images)]));
  };
}
