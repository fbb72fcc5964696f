import { type ConversationPerson, conversationSubjectLabels, MESSAGE_PHOTO_TEXT, type MessageImage, messageImageUrl, type MessageView, reportTexts } from '@passarela/shared';
import type { ConversationPersonRow, ConversationSubjectKind, MessageRow } from './conversations.repository.ts';
import type { MessageImageRow } from './message-images.repository.ts';

export function personView(person: ConversationPersonRow): ConversationPerson {
  return {
    user_id: person.userId,
    name: person.name,
    profile_slug: person.profileSlug,
    profile_image_url: person.profileImageUrl,
    user_type: person.userType,
    is_verified: person.isVerified ?? false,
  };
}

/** A message's photos as the thread shows them: URLs of the route that checks who asks. */
export function messageImageViews(conversationId: string, images: MessageImageRow[] = []): MessageImage[] {
  return images.map((image) => ({
    id: image.id,
    url: messageImageUrl(conversationId, image.messageId, image.id),
    thumbnail_url: messageImageUrl(conversationId, image.messageId, image.id, 'thumb'),
    width: image.width,
    height: image.height,
  }));
}

/**
 * A message as `callerId` reads it. One hidden by moderation (three reporters or an admin) keeps
 * its text and photos for its sender, flagged; the other side reads reportTexts.hiddenMessage
 * instead, with no photos and no banner about what it said.
 */
export function messageView(
  row: Pick<MessageRow, 'id' | 'senderId' | 'body' | 'createdAt' | 'contactHidden' | 'scamWarning' | 'moderationHiddenBy'>,
  callerId: string,
  images: MessageImage[] = [],
): MessageView {
  const mine = row.senderId === callerId;
  const hidden = row.moderationHiddenBy !== null;
  const replaced = hidden && !mine;
  return {
    id: row.id,
    mine,
    body: replaced ? reportTexts.hiddenMessage : row.body,
    created_at: row.createdAt.toISOString(),
    contact_hidden: row.contactHidden && !replaced,
    // The banner warns the one being asked, not the one asking.
    scam_warning: row.scamWarning && !mine && !replaced,
    hidden_by_moderation: hidden,
    images: replaced ? [] : images,
  };
}

/** A thread's latest message in the list, read as on the thread (messageView). */
export function lastMessageView(
  row: { lastBody: string | null; lastSenderId: string | null; lastCreatedAt: Date | null; lastHiddenBy: string | null },
  callerId: string,
) {
  if (row.lastBody === null || !row.lastCreatedAt) return null;
  const mine = row.lastSenderId === callerId;
  const hidden = row.lastHiddenBy !== null;
  // A message of photos alone reads as MESSAGE_PHOTO_TEXT in the list.
  return {
    body: hidden && !mine ? reportTexts.hiddenMessage : row.lastBody || MESSAGE_PHOTO_TEXT,
    mine,
    created_at: row.lastCreatedAt.toISOString(),
    hidden_by_moderation: hidden,
  };
}

/**
 * What a thread is about, for the caller: its title and where it is seen in the app (the caller's
 * own dashboard tab, which differs for the model and the other side).
 */
export function subjectView(kind: ConversationSubjectKind, id: string, titles: Map<string, string>, other: ConversationPersonRow) {
  // A thread about a profile, application or proposal is between a model and a hirer: the caller is the model when the other is not.
  const callerIsModel = other.userType !== 'model';
  // A first contact is about the model's profile; each side is sent to the other's page.
  if (kind === 'profile') return { kind, id, title: 'Contato pelo perfil', link: other.profileSlug ? `/perfil/${other.profileSlug}` : '/mensagens' };
  const title = titles.get(`${kind}:${id}`) ?? conversationSubjectLabels[kind];
  // Both sides of a booking see it in their "Ensaios" tab.
  if (kind === 'booking') return { kind, id, title, link: '/dashboard?tab=shoots' };
  if (kind === 'application') return { kind, id, title, link: callerIsModel ? '/dashboard?tab=applications' : '/dashboard?tab=my-jobs' };
  return { kind, id, title, link: callerIsModel ? '/dashboard?tab=proposals' : '/dashboard?tab=my-contracts' };
}
