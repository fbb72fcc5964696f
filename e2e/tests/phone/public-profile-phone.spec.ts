import { type Locator, expect, test } from '@playwright/test';
import { blockThirdParties, phone } from '../../support/browser.ts';
import { demoPeople, listedDemoModels } from '../../support/demo-people.ts';
import { allOpenJobs, galleryCount, placeText } from '../../support/public-listings.ts';

test.use({ viewport: phone });

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

async function topOf(locator: Locator): Promise<number> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box.y;
}

// On a phone a booker scrolls a model's photos before her numbers, as on Backstage or Model Mayhem.
test("a model's profile shows her gallery right after the header, then the comp card and details", async ({ page }) => {
  let chosen: { slug: string; name: string } | undefined;
  for (const { slug, name } of listedDemoModels()) {
    if ((await galleryCount(page.request, slug)) >= 3) {
      chosen = { slug, name };
      break;
    }
  }
  if (!chosen) throw new Error('no demo model with a gallery');

  await page.goto(`/perfil/${chosen.slug}`);
  const heading = page.getByRole('heading', { level: 1, name: chosen.name });
  const gallery = page.getByRole('region', { name: 'Galeria' });
  await expect(gallery.getByRole('button', { name: /^Abrir foto/ }).first()).toBeVisible();

  const headerBox = await page.locator('article header').first().boundingBox();
  if (!headerBox) throw new Error('no header');
  const galleryTop = await topOf(gallery);
  expect(await topOf(heading)).toBeLessThan(galleryTop);
  expect(headerBox.y + headerBox.height).toBeLessThanOrEqual(galleryTop);
  for (const after of [page.getByRole('region', { name: 'Comp card' }), page.getByRole('heading', { name: 'Aparência e perfil físico' })]) {
    expect(await topOf(after)).toBeGreaterThan(galleryTop);
  }
});

test("a contractor's profile lists its open jobs, each opening the job", async ({ page }) => {
  const jobs = await allOpenJobs(page.request);
  const owner = jobs.find((job) => job.owner.user_type === 'contractor' && job.owner.profile_slug)?.owner;
  if (!owner?.profile_slug) throw new Error('no contractor with an open job');
  const theirs = jobs.filter((job) => job.owner.profile_slug === owner.profile_slug);

  await page.goto(`/perfil/${owner.profile_slug}`);
  const section = page.getByRole('region', { name: 'Vagas abertas' });
  const cards = section.locator('article[data-job-id]');
  await expect(cards).toHaveCount(theirs.length);
  for (const job of theirs) {
    const card = section.locator(`article[data-job-id="${job.id}"]`);
    await expect(card.getByRole('link', { name: job.title })).toHaveAttribute('href', `/vagas/${job.id}`);
    await expect(card).toContainText(placeText(job));
    await expect(card).toContainText(/R\$\s?[\d.]+,\d{2} por (hora|dia|trabalho)/);
  }

  const first = theirs[0] as { id: string; title: string };
  await section.getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(`/vagas/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
});

test('a contractor without open jobs says so in one line', async ({ page }) => {
  const owners = new Set((await allOpenJobs(page.request)).map((job) => job.owner.profile_slug));
  // Demo people cannot sign in, so no other test gives one of them a job meanwhile.
  const idle = demoPeople().find(({ person, slug }) => person.user.userType === 'contractor' && !owners.has(slug));
  if (!idle) throw new Error('every demo contractor has an open job');

  await page.goto(`/perfil/${idle.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: idle.name })).toBeVisible();
  const section = page.getByRole('region', { name: 'Vagas abertas' });
  await expect(section.getByText('Nenhuma vaga aberta no momento.')).toBeVisible();
  await expect(section.locator('article[data-job-id]')).toHaveCount(0);
});
