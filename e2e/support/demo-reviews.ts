import { type APIRequestContext, expect } from '@playwright/test';
import { demoPeople, type ExpectedProfile } from './demo-people.ts';

/** A profile's public reviews as GET /api/profiles/:slug/reviews answers them (the fields the specs read). */
export interface ProfileReviews {
  items: { id: string; comment: string; reply: string | null; reviewee: { name: string }; contract: { id: string; title: string }; subject: 'contract' | 'shoot_booking' }[];
  summary: { average: number | null; count: number };
}

export async function profileReviews(request: APIRequestContext, slug: string): Promise<ProfileReviews> {
  const response = await request.get(`/api/profiles/${slug}/reviews`);
  expect(response.ok(), slug).toBe(true);
  return (await response.json()) as ProfileReviews;
}

/**
 * Every demo person's public reviews, in the seed's order. Demo people cannot sign in, so no
 * test gives them a contract: whatever is here came from the seeded history
 * (apps/api/src/db/demo/insert-demo-history.ts). Fetched a few at a time, as a page would.
 */
export async function demoPeopleReviews(request: APIRequestContext): Promise<{ profile: ExpectedProfile; reviews: ProfileReviews }[]> {
  const people = demoPeople();
  const found: { profile: ExpectedProfile; reviews: ProfileReviews }[] = [];
  for (let start = 0; start < people.length; start += 8) {
    const batch = people.slice(start, start + 8);
    const answers = await Promise.all(batch.map((profile) => profileReviews(request, profile.slug)));
    batch.forEach((profile, index) => found.push({ profile, reviews: answers[index] as ProfileReviews }));
  }
  return found;
}

/** The rating a profile's header shows (GET /api/profiles/:slug). */
export async function profileRating(request: APIRequestContext, slug: string): Promise<{ average: number | null; count: number }> {
  const response = await request.get(`/api/profiles/${slug}`);
  expect(response.ok(), slug).toBe(true);
  const { profile } = (await response.json()) as { profile: { rating_average?: number | null; rating_count?: number } };
  return { average: profile.rating_average ?? null, count: profile.rating_count ?? 0 };
}
