import { messageFormFieldsSchema, messageImageTexts, type SentMessageResponse } from '@passarela/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PrivateFile, PrivateStorage } from '../../lib/private-files/private-storage.ts';
import { parseOrFail } from '../../lib/validation.ts';
import type { SessionUser } from '../../plugins/route-access.ts';
import { type RateLimiter, rateLimitRules } from '../rate-limits/index.ts';
import { createConversationsRepository } from './conversations.repository.ts';
import type { ConversationsService } from './conversations.service.ts';
import type { MessageImageForm } from './message-image-form.ts';
import { messageImageKey, prepareMessageImage, removeMessageImageFiles, storeMessageImages } from './message-images.ts';
import { createMessageImagesRepository } from './message-images.repository.ts';

export interface MessageImagesServiceDeps {
  db: Database;
  privateStorage: PrivateStorage;
  conversations: Pick<ConversationsService, 'send'>;
  rateLimiter: Pick<RateLimiter, 'consume'>;
  /**
   * Whether an admin may see this thread now (an open report of one of its messages or a dispute
   * between its two people, docs/security.md #32). Her reading of the thread, which is how she
   * learns a photo's address, is the audited act.
   */
  adminMayRead?: (conversationId: string) => Promise<boolean>;
}

/**
 * Photos in messages (docs/product.md "Conversations"). They are personal data between two people:
 * kept in the private store, never under /media, and read back only through a route that checks
 * the reader is one of the two (anyone else: 404, as for the thread).
 */
export function createMessageImagesService({ db, privateStorage, conversations, rateLimiter, adminMayRead }: MessageImagesServiceDeps) {
  const threads = createConversationsRepository(db);
  const images = createMessageImagesRepository(db);

  return {
    /**
     * A message of text, photos or both. Every photo is checked and re-encoded before any is
     * stored; the stored files are removed when the message is then refused (a block), so nothing
     * is orphaned.
     */
    async send(caller: SessionUser, conversationId: string, form: MessageImageForm): Promise<SentMessageResponse> {
      const text = parseOrFail(messageFormFieldsSchema, form.fields, 'body').body ?? '';
      if (form.images.length === 0) {
        if (text === '') throw new AppError('VALIDATION_FAILED', undefined, [{ location: 'body', path: 'images', message: messageImageTexts.empty }]);
        return conversations.send(caller, conversationId, text);
      }
      // Someone else's thread: 404 before a single photo is decoded.
      if (!(await threads.findForParticipant(conversationId, caller.id))) throw new AppError('CONVERSATION_NOT_FOUND');
      await rateLimiter.consume([{ rule: rateLimitRules.messageImagesUser, subject: caller.id }]);
      const prepared = [];
      for (const [index, bytes] of form.images.entries()) prepared.push(await prepareMessageImage(bytes, index, form.images.length));
      const stored = await storeMessageImages(privateStorage, caller.id, prepared);
      try {
        return await conversations.send(caller, conversationId, text, stored);
      } catch (error) {
        await removeMessageImageFiles(privateStorage, stored);
        throw error;
      }
    },

    /** One copy of a photo, for one of the two people of its thread only. */
    async open(caller: SessionUser, ids: { conversationId: string; messageId: string; imageId: string }, size: 'full' | 'thumb'): Promise<PrivateFile> {
      const found =
        (await images.findForReader(ids, caller.id)) ??
        (caller.userType === 'admin' && (await adminMayRead?.(ids.conversationId)) ? await images.find(ids) : null);
      const file = found ? await privateStorage.get(messageImageKey(found.storageFolder, size)) : null;
      if (!file) throw new AppError('MEDIA_NOT_FOUND');
      return file;
    },
  };
}

export type MessageImagesService = ReturnType<typeof createMessageImagesService>;
