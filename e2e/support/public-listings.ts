import { type APIRequestContext, expect } from '@playwright/test';

/** What the public pages show of jobs and profiles, read from the API the pages use. */

export interface OpenJob {
  id: string;
  title: string;
  city: string;
  state: string;
  pay_cents: number;
  pay_unit: string;
  published_at: string | null;
  owner: { name: string; profile_slug: string | null; user_type: string };
}

interface JobsPageBody {
  items: OpenJob[];
  nextCursor: string | null;
}

/** Every open job of /vagas, walking its pages. */
export async function allOpenJobs(request: APIRequestContext): Promise<OpenJob[]> {
  const jobs: OpenJob[] = [];
  let cursor: string | null = null;
  do {
    const url = `/api/jobs?limit=48${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await request.get(url);
    expect(response.ok(), url).toBe(true);
    const body = (await response.json()) as JobsPageBody;
    jobs.push(...body.items);
    cursor = body.nextCursor;
  } while (cursor);
  return jobs;
}

export interface PublicProfileFacts {
  first_name: string;
  last_name: string;
  user_type: string;
  city: string | null;
  state: string | null;
  is_pro: boolean;
  is_verified: boolean;
  height_cm: number | null;
}

export async function publicProfile(request: APIRequestContext, slug: string): Promise<PublicProfileFacts> {
  const response = await request.get(`/api/profiles/${slug}`);
  expect(response.ok(), slug).toBe(true);
  return ((await response.json()) as { profile: PublicProfileFacts }).profile;
}

/** How many photos the profile's public gallery holds. */
export async function galleryCount(request: APIRequestContext, slug: string): Promise<number> {
  const response = await request.get(`/api/profiles/${slug}/media`);
  expect(response.ok(), slug).toBe(true);
  return ((await response.json()) as { items: unknown[] }).items.length;
}

/** The one way the app writes a place (docs/product.md "Lists and search"): 'São Paulo, SP'. */
export function placeText(place: { city: string | null; state: string | null }): string {
  return [place.city, place.state].filter(Boolean).join(', ');
}
