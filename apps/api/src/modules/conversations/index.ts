/** Conversations between two people, with the contact shield (docs/product.md "Conversations"). */
export { conversationsRoutes } from './conversations.routes.ts';
export { type ConversationsService, createConversationsService } from './conversations.service.ts';
export { createGuardianCopies } from './guardian-copies.ts';
