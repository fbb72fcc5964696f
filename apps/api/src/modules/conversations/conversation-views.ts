import type { ConversationPersonRow, ConversationSubjectKind } from './conversations.repository.ts';

export function personView(person: ConversationPersonRow) {
  return {
    user_id: person.userId,
    name: person.name,
    profile_slug: person.profileSlug,
    profile_image_url: person.profileImageUrl,
    user_type: person.userType,
  };
}

/**
 * What a thread is about, for the caller: its title and where it is seen in the app (the caller's
 * own dashboard tab, which differs for the model and the other side).
 */
export function subjectView(kind: ConversationSubjectKind, id: string, titles: Map<string, string>, other: ConversationPersonRow) {
  // Every thread is between a model and a hirer: the caller is the model when the other is not.
  const callerIsModel = other.userType !== 'model';
  // A first contact is about the model's profile; each side is sent to the other's page.
  if (kind === 'profile') return { kind, id, title: 'Contato pelo perfil', link: other.profileSlug ? `/perfil/${other.profileSlug}` : '/mensagens' };
  const title = titles.get(`${kind}:${id}`) ?? (kind === 'application' ? 'Candidatura' : 'Proposta');
  if (kind === 'application') return { kind, id, title, link: callerIsModel ? '/dashboard?tab=applications' : '/dashboard?tab=my-jobs' };
  return { kind, id, title, link: callerIsModel ? '/dashboard?tab=proposals' : '/dashboard?tab=my-contracts' };
}
