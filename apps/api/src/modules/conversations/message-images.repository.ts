import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { conversationMessageImages, conversationMessages, conversations } from '../../db/schema/index.ts';
import type { StoredMessageImage } from './message-images.ts';

export type MessageImageRow = { id: string; messageId: string; width: number; height: number };

export function createMessageImagesRepository(db: Database) {
  return {
    async insert(messageId: string, images: StoredMessageImage[]): Promise<void> {
      if (images.length === 0) return;
      await db
        .insert(conversationMessageImages)
        .values(
          images.map((image, position) => ({ id: image.id, messageId, storageFolder: image.folder, width: image.width, height: image.height, position })),
        );
    },

    /** The photos of these messages, each message's in the order sent. */
    async ofMessages(messageIds: string[]): Promise<Map<string, MessageImageRow[]>> {
      const byMessage = new Map<string, MessageImageRow[]>();
      if (messageIds.length === 0) return byMessage;
      const rows = await db
        .select({
          id: conversationMessageImages.id,
          messageId: conversationMessageImages.messageId,
          width: conversationMessageImages.width,
          height: conversationMessageImages.height,
        })
        .from(conversationMessageImages)
        .where(inArray(conversationMessageImages.messageId, messageIds))
        .orderBy(asc(conversationMessageImages.messageId), asc(conversationMessageImages.position));
      for (const row of rows) byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), row]);
      return byMessage;
    },

    /**
     * One photo, only for one of the two people of its thread; a message the moderation hid is
     * its sender's alone. Anyone else finds nothing, as with the thread itself.
     */
    /** One photo by its thread, message and id, whoever asks: for an admin whose grounds were checked. */
    async find(ids: { conversationId: string; messageId: string; imageId: string }): Promise<{ storageFolder: string } | null> {
      const [row] = await db
        .select({ storageFolder: conversationMessageImages.storageFolder })
        .from(conversationMessageImages)
        .innerJoin(conversationMessages, eq(conversationMessages.id, conversationMessageImages.messageId))
        .where(
          and(eq(conversationMessageImages.id, ids.imageId), eq(conversationMessages.id, ids.messageId), eq(conversationMessages.conversationId, ids.conversationId)),
        );
      return row ?? null;
    },

    async findForReader(ids: { conversationId: string; messageId: string; imageId: string }, readerId: string): Promise<{ storageFolder: string } | null> {
      const [row] = await db
        .select({ storageFolder: conversationMessageImages.storageFolder })
        .from(conversationMessageImages)
        .innerJoin(conversationMessages, eq(conversationMessages.id, conversationMessageImages.messageId))
        .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
        .where(
          and(
            eq(conversationMessageImages.id, ids.imageId),
            eq(conversationMessages.id, ids.messageId),
            eq(conversations.id, ids.conversationId),
            or(eq(conversations.personA, readerId), eq(conversations.personB, readerId)),
            or(isNull(conversationMessages.moderationHiddenBy), eq(conversationMessages.senderId, readerId)),
          ),
        );
      return row ?? null;
    },

    /** A deleted account's photos: the rows go in her deletion's transaction; answers how many. */
    async deleteOfSender(senderId: string): Promise<number> {
      const sent = db.select({ id: conversationMessages.id }).from(conversationMessages).where(eq(conversationMessages.senderId, senderId));
      const deleted = await db
        .delete(conversationMessageImages)
        .where(inArray(conversationMessageImages.messageId, sent))
        .returning({ id: conversationMessageImages.id });
      return deleted.length;
    },
  };
}
