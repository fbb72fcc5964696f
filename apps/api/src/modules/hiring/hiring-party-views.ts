import type { PartyRow } from './hiring-parties.repository.ts';

/** Someone whose account is gone still has a name in old records. */
export function missingParty(userId: string): PartyRow {
  return {
    userId,
    name: 'Usuário removido',
    firstName: 'Usuário',
    profileSlug: null,
    profileImageUrl: null,
    userType: 'model',
    gender: null,
    phone: null,
    isMinor: false,
    guardian: null,
  };
}

/** A party as a proposal or contract shows the other side: no phone (contracts add it when they may). */
export function partyView(party: PartyRow) {
  return {
    user_id: party.userId,
    name: party.name,
    profile_slug: party.profileSlug,
    profile_image_url: party.profileImageUrl,
    user_type: party.userType,
  };
}
