import { type Page, expect } from '@playwright/test';
import { signUp } from './accounts.ts';

/** The profile lists (/modelos, /contratantes): their cards, and the API behind them. */

/** The cards on screen, by the slug each one links to. */
export function cardSlugs(page: Page): Promise<string[]> {
  return page.locator('article[data-profile-slug]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-profile-slug') ?? ''));
}

/** Waits until the list shows exactly these slugs (in any order). */
export async function expectExactSlugs(page: Page, slugs: readonly string[]): Promise<void> {
  await expect.poll(async () => (await cardSlugs(page)).sort(), { message: 'cards on screen', timeout: 15_000 }).toEqual([...slugs].sort());
}

interface ModelsPageBody {
  items: { profile_slug: string }[];
  nextCursor: string | null;
}

/** Every slug of a /api/models search, walking its pages. */
export async function allModelSlugs(page: Page, query: string): Promise<string[]> {
  const slugs: string[] = [];
  let cursor: string | null = null;
  do {
    const url = `/api/models?${query}&limit=48${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await page.request.get(url);
    expect(response.ok(), url).toBe(true);
    const body = (await response.json()) as ModelsPageBody;
    slugs.push(...body.items.map((item) => item.profile_slug));
    cursor = body.nextCursor;
  } while (cursor);
  return slugs;
}

/** A new model account in `state`, made through the sign-up API as the wizard sends it. */
export async function createModelIn(baseURL: string, state: string, city: string, n: number): Promise<string> {
  const user = await signUp(baseURL, 'model', {
    overrides: {
      first_name: 'Paginada',
      last_name: `Nova ${n}`,
      city,
      state,
      instagram_handle_raw: `@paginada.nova${n}`,
      gender: 'feminino',
      model_type: 'morena',
      model_physical_type: 'normal',
      work_interests: ['catalogo'],
    },
  });
  return user.slug;
}
