import type { ConversationSummary } from '@passarela/shared';

/** What a "Mensagens" button is about: a model's profile (by slug), an application, a proposal or a shoot booking (by id). */
export type ConversationSubjectRef = { kind: 'profile'; slug: string } | { kind: 'application' | 'proposal' | 'booking'; id: string };

/**
 * Her thread about this subject among the loaded ones, so the button opens it instead of asking for
 * a first message. A profile thread is found by the other person's profile; the others by the
 * subject's id. Not found (not loaded, or none yet): the button asks for a message and the API finds
 * or opens the thread.
 */
export function findExistingThread(threads: readonly ConversationSummary[], subject: ConversationSubjectRef): ConversationSummary | undefined {
  return threads.find((thread) =>
    subject.kind === 'profile'
      ? thread.subject.kind === 'profile' && thread.other.profile_slug === subject.slug
      : thread.subject.kind === subject.kind && thread.subject.id === subject.id,
  );
}
