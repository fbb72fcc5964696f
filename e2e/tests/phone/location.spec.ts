import { expect, test } from '@playwright/test';
import { blockThirdParties, phone } from '../../support/browser.ts';
import { placeText, publicProfile } from '../../support/public-listings.ts';

test.use({ viewport: phone });

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

// One way to write a place everywhere: 'São Paulo, SP' (city, comma, UF), never 'São Paulo/SP'
// on one screen and 'São Paulo - SP' on the next.
test('a model card and her profile show the place as "Cidade, UF"', async ({ page }) => {
  await page.goto('/modelos');
  const card = page.locator('article[data-profile-slug]').first();
  await expect(card).toBeVisible();
  const slug = (await card.getAttribute('data-profile-slug')) ?? '';
  const profile = await publicProfile(page.request, slug);
  const place = placeText(profile);
  expect(place).toMatch(/^.+, [A-Z]{2}$/);
  await expect(card).toContainText(place);

  await page.goto(`/perfil/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `${profile.first_name} ${profile.last_name}` })).toBeVisible();
  await expect(page.locator('article header').getByText(place, { exact: true })).toBeVisible();
});

test('a job card and the job page show the place as "Cidade, UF"', async ({ page }) => {
  await page.goto('/vagas');
  const card = page.locator('article[data-job-id]').first();
  await expect(card).toBeVisible();
  const id = (await card.getAttribute('data-job-id')) ?? '';
  const response = await page.request.get(`/api/jobs/${id}`);
  expect(response.ok()).toBe(true);
  const job = (await response.json()) as { title: string; city: string; state: string };
  const place = placeText(job);
  expect(place).toMatch(/^.+, [A-Z]{2}$/);
  await expect(card.getByText(place, { exact: true })).toBeVisible();
  await expect(card).not.toContainText(`${job.city}/${job.state}`);

  await card.getByRole('link', { name: job.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByText(place, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`${job.city}/${job.state}`)).toHaveCount(0);
});
