import { expect, test } from '@playwright/test';
import { blockThirdParties, phone } from '../../support/browser.ts';
import { placeText, publicProfile } from '../../support/public-listings.ts';

test.use({ viewport: phone });

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

/** PRO and verified first, then PRO, then verified, then everyone else (docs/product.md "Home"). */
const tierOf = (profile: { is_pro: boolean; is_verified: boolean }) => (profile.is_pro ? 0 : 2) + (profile.is_verified ? 0 : 1);

// A visitor's first screen is the shop window: real models and real jobs, each a way in.
test('the home shows featured models, PRO and verified first, that open their profiles', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Modelos em destaque' });
  const cards = section.getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(8);

  const slugs = await cards.getByRole('link').evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').replace('/perfil/', '')));
  const profiles = await Promise.all(slugs.map((slug) => publicProfile(page.request, slug)));
  for (const [index, profile] of profiles.entries()) {
    expect(profile.user_type).toBe('model');
    await expect(cards.nth(index)).toContainText(`${profile.first_name} ${profile.last_name}`);
    await expect(cards.nth(index)).toContainText(placeText(profile));
  }
  const tiers = profiles.map(tierOf);
  expect(tiers).toEqual(tiers.toSorted((a, b) => a - b));
  // The demo has PRO models: one of them leads.
  expect(profiles[0]?.is_pro).toBe(true);

  const first = profiles[0] as { first_name: string; last_name: string };
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(`/perfil/${slugs[0]}`);
  await expect(page.getByRole('heading', { level: 1, name: `${first.first_name} ${first.last_name}` })).toBeVisible();
});

test('the home shows the newest open jobs, each opening its page', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Vagas recentes' });
  const cards = section.getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(6);

  const ids = await cards.getByRole('link').evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').replace('/vagas/', '')));
  const jobs = await Promise.all(
    ids.map(async (id) => {
      const response = await page.request.get(`/api/jobs/${id}`);
      expect(response.ok(), id).toBe(true);
      return (await response.json()) as { title: string; city: string; state: string; status: string; published_at: string };
    }),
  );
  for (const [index, job] of jobs.entries()) {
    expect(job.status).toBe('open');
    await expect(cards.nth(index)).toContainText(job.title);
    await expect(cards.nth(index)).toContainText(placeText(job));
  }
  const published = jobs.map((job) => job.published_at);
  expect(published).toEqual(published.toSorted().toReversed());

  const first = jobs[0] as { title: string };
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(`/vagas/${ids[0]}`);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
});
