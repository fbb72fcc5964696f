/** Conversations between two people, with the contact shield (docs/product.md "Conversations"). */
export { conversationsRoutes } from './conversations.routes.ts';
export { type ConversationsService, createConversationsService } from './conversations.service.ts';
export { createGuardianCopies } from './guardian-copies.ts';
export { createMessageImagesService, type MessageImagesService } from './message-images.service.ts';
export { messageImagesRoutes } from './message-images.routes.ts';
export { deleteMessageImagesOfDeletedAccount, workMessageImageDeletions } from './message-images-jobs.ts';
export { createMessageImageLookup, type MessageImageLookup } from './message-image-lookup.ts';
