import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { conversationMessages } from './conversations.ts';

/**
 * The photos of a message (docs/product.md "Conversations"), at most four. The files are in the
 * private store (lib/private-files), never under /media: only the two people of the thread read
 * them, through the conversations routes. `storage_folder` holds every copy of one photo.
 */
export const conversationMessageImages = pgTable(
  'conversation_message_images',
  {
    id: uuid('id').primaryKey(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    storageFolder: text('storage_folder').notNull(),
    /** Pixel size of the full-size copy. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: smallint('position').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversation_message_images_message_position_key').on(t.messageId, t.position),
    check('conversation_message_images_position_check', sql`${t.position} between 0 and 3`),
  ],
);
