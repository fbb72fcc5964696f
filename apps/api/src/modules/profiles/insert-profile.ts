import { nextFreeSlug, slugBase } from './profile-slug.ts';
import type { NewProfile, ProfilesRepository } from './profiles.repository.ts';

/** Concurrent sign-ups with the same name may race for a slug; each lost race tries the next. */
const SLUG_ATTEMPTS = 5;

/**
 * Inserts a profile under the first free readable slug; answers the slug. Uses the repository it
 * is given, so a caller inside a transaction passes the transaction's repository.
 */
export async function insertProfileWithUniqueSlug(repository: ProfilesRepository, profile: Omit<NewProfile, 'profileSlug'>): Promise<string> {
  const base = slugBase(profile.firstName, profile.lastName);
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
    const slug = nextFreeSlug(base, await repository.findSlugsLike(base));
    if (await repository.insertIfSlugFree({ ...profile, profileSlug: slug })) return slug;
  }
  throw new Error(`could not find a free profile slug for ${base}`);
}
