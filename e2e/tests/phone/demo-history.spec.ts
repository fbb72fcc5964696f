import { type Locator, type Page, expect, test } from '@playwright/test';
import { signInByApi } from '../../support/accounts.ts';
import { blockThirdParties, phone, waitForHydration } from '../../support/browser.ts';
import { demoPeople, inListOrder, listedDemoModels } from '../../support/demo-people.ts';
import { demoPeopleReviews, profileRating } from '../../support/demo-reviews.ts';
import { e2eAdmin } from '../../support/e2e-admin.ts';
import { galleryCount } from '../../support/public-listings.ts';
import { userTypePluralLabels } from '../../../apps/web/src/features/admin/lib/user-type-labels.ts';
import { overviewPeriodLabels } from '../../../packages/shared/src/admin/admin-overview-api.ts';
import { contractStateLabels } from '../../../packages/shared/src/contracts/contract-states.ts';
import { formatRatingAverage, reviewCountText } from '../../../packages/shared/src/reviews/reviews-api.ts';

/**
 * Issue 24, "Demo data is thin": the e2e server's first start seeds the demo marketplace with its
 * history (SEED_DEMO, playwright.config.ts), so a visitor sees rated profiles with photos and the
 * admin a marketplace that has done business. Without the history (only people and jobs), the
 * profiles have no reviews and no gallery and the overview's contracts are zero: each test fails.
 */

test.use({ viewport: phone });

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

/** '1.234' or 'R$ 1.234,56' as the overview writes them, as a whole number (centavos for money). */
function wholeNumber(text: string): number {
  return Number(text.replace(/\D/g, '') || Number.NaN);
}

/** The number an overview card shows under its label (a <dt>/<dd> pair). */
async function statOf(region: Locator, label: string): Promise<number> {
  const exactly = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const card = region.locator('dl > div').filter({ has: region.page().getByRole('term').filter({ hasText: exactly }) });
  await expect(card).toHaveCount(1);
  return wholeNumber(await card.getByRole('definition').innerText());
}

/** The total a chart of the overview shows beside its title. */
async function chartTotal(page: Page, title: string): Promise<number> {
  const figure = page.getByRole('figure', { name: new RegExp(`^${title}`) });
  return wholeNumber(await figure.locator('figcaption > span').last().innerText());
}

test('a visitor sees a demo model’s rating and her reviews, with a reply, on her profile', async ({ page }) => {
  const rated = (await demoPeopleReviews(page.request)).filter(({ profile, reviews }) => profile.person.user.userType === 'model' && reviews.items.length > 0);
  expect(rated.length, 'demo models with reviews').toBeGreaterThan(0);
  // One whose reviews include her reply, when the history gave one: the page shows both sides.
  const chosen = rated.find(({ reviews }) => reviews.items.some((review) => review.reply)) ?? rated[0];
  if (!chosen) throw new Error('no demo model with reviews');
  const { profile, reviews } = chosen;
  const rating = await profileRating(page.request, profile.slug);

  await page.goto(`/perfil/${profile.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();

  // Her header: the stars' accessible name says the average and the count.
  const header = page.locator('article header').first();
  if (rating.average === null) throw new Error(`${profile.slug}: reviews but no rating`);
  expect(rating.count).toBeGreaterThan(0);
  await expect(header).toContainText(`Nota ${formatRatingAverage(rating.average)} de 5, ${reviewCountText(rating.count)}`);

  // "Avaliações": the average and the count on screen, then every review with its comment.
  const section = page.getByRole('region', { name: 'Avaliações' });
  const { average, count } = reviews.summary;
  if (average === null) throw new Error(`${profile.slug}: reviews without an average`);
  expect(count).toBeGreaterThan(0);
  await expect(section.getByText(formatRatingAverage(average), { exact: true })).toBeVisible();
  await expect(section.getByText(`(${reviewCountText(count)})`, { exact: true })).toBeVisible();
  const items = section.getByRole('listitem');
  await expect(items).toHaveCount(reviews.items.length);
  for (const [index, review] of reviews.items.entries()) {
    await expect(items.nth(index)).toContainText(review.contract.title);
    if (review.comment) await expect(items.nth(index).getByText(review.comment, { exact: true })).toBeVisible();
    if (review.reply) {
      await expect(items.nth(index).getByText(`Resposta de ${review.reviewee.name}`)).toBeVisible();
      await expect(items.nth(index).getByText(review.reply, { exact: true })).toBeVisible();
    }
  }
  expect(reviews.items.some((review) => review.comment.length > 0), 'a review with a text').toBe(true);
});

test('a demo model’s profile shows 3 to 6 gallery photos that load and open', async ({ page }) => {
  // Every demo model gets a gallery (apps/api/src/db/demo/demo-history.test.ts); the first a visitor meets stands for them.
  const first = inListOrder(listedDemoModels())[0];
  if (!first) throw new Error('no demo model');
  const photos = await galleryCount(page.request, first.slug);
  expect(photos).toBeGreaterThanOrEqual(3);
  expect(photos).toBeLessThanOrEqual(6);

  await page.goto(`/perfil/${first.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  const gallery = page.getByRole('region', { name: 'Galeria' });
  const openers = gallery.getByRole('button', { name: /^Abrir foto/ });
  await expect(openers).toHaveCount(photos);
  for (let index = 0; index < photos; index++) {
    const opener = openers.nth(index);
    // The demo photos carry captions ('Abrir foto 1 de 4: Catálogo de inverno').
    await expect(opener).toHaveAccessibleName(new RegExp(`^Abrir foto ${index + 1} de ${photos}(: .+)?$`));
    // Lazy photos load once near the screen: scrolled to, each must have real pixels (the stored file exists).
    await opener.scrollIntoViewIfNeeded();
    await expect.poll(() => opener.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  }

  await waitForHydration(page);
  await openers.first().click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await viewer.getByRole('button', { name: 'Fechar' }).click();
  await expect(viewer).toBeHidden();
});

test('the admin’s overview on a phone counts the demo people, applications, contracts and money', async ({ page, baseURL }) => {
  // What the overview must at least count: the demo people, and the completed contracts their public reviews name.
  const people = demoPeople();
  const reviewedContracts = new Set(
    (await demoPeopleReviews(page.request)).flatMap(({ reviews }) => reviews.items.filter((review) => review.subject === 'contract').map((review) => review.contract.id)),
  );
  expect(reviewedContracts.size, 'completed demo contracts with reviews').toBeGreaterThan(0);

  expect((await signInByApi(page.request, String(baseURL), e2eAdmin.email, e2eAdmin.password)).ok()).toBe(true);
  await page.goto('/admin');
  const overview = page.getByRole('region', { name: 'Visão Geral' });
  await expect(overview.getByRole('term').first()).toBeVisible();

  for (const type of ['model', 'contractor', 'photographer'] as const) {
    const demo = people.filter(({ person }) => person.user.userType === type).length;
    expect(await statOf(overview, userTypePluralLabels[type]), userTypePluralLabels[type]).toBeGreaterThanOrEqual(demo);
  }
  expect(await statOf(overview, 'Vagas abertas')).toBeGreaterThan(0);
  expect(await statOf(overview, 'Candidaturas')).toBeGreaterThan(0);
  expect(await statOf(overview, 'Contratos concluídos')).toBeGreaterThanOrEqual(reviewedContracts.size);
  expect(await statOf(overview, 'Valor contratado'), 'Valor contratado (centavos)').toBeGreaterThan(0);
  // The history has a contract in every state (funded, disputed, cancelled...), each counted.
  for (const label of Object.values(contractStateLabels)) expect(await statOf(overview, label), label).toBeGreaterThan(0);

  // The charts by month reach back past the history's first contracts.
  await overview.getByText(overviewPeriodLabels.month, { exact: true }).click();
  await expect(overview.getByRole('radio', { name: overviewPeriodLabels.month })).toBeChecked();
  await expect.poll(() => chartTotal(page, 'Contratos')).toBeGreaterThan(0);
  await expect.poll(() => chartTotal(page, 'Candidaturas')).toBeGreaterThan(0);
});
