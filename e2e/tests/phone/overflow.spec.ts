import { type Browser, type Page, expect, test } from '@playwright/test';
import { type Person, person, signInByApi } from '../../support/accounts.ts';
import { blockThirdParties, pageFor, phone } from '../../support/browser.ts';
import { inDays } from '../../support/dates.ts';
import { e2eAdmin } from '../../support/e2e-admin.ts';
import { publishJob } from '../../support/hiring.ts';
import { fundContractByCard } from '../../support/payments.ts';
import { expectNoSidewaysScroll, expectWithinScreenWidth, settle } from '../../support/page-width.ts';
import { dashboardTabsFor } from '../../../apps/web/src/features/dashboard/lib/dashboard-tabs.ts';
import { adminSections } from '../../../apps/web/src/features/admin/lib/admin-sections.ts';
import { seededPageSlugs } from '../../../packages/shared/src/navigation/site-links.ts';

/**
 * Issue 24: a long name or a long link must never make a page wider than the phone. People and
 * things with long unbroken words (names, titles, links) are made through the API; then every
 * public page, every dashboard tab of both sides and the admin area are opened at 390x844 and
 * measured once their content is in.
 */

/** A word of `length` characters with no place to break, as a pasted name or a link is. */
const unbroken = (start: string, length: number) => start + 'x'.repeat(length - start.length);
const longLink = `https://www.exemplo-de-portfolio.com.br/${'ensaio-fotografico-'.repeat(5)}colecao-verao`;

interface World {
  model: Person;
  contractor: Person;
  /** A job she applied to and was hired from (its proposal waits for her answer). */
  appliedJobId: string;
  /** A job nobody applied to, open: what a visitor sees with "Candidatar-se". */
  openJobId: string;
  jobTitle: string;
}

let world: World;

// One worker walks the pages in order, so the people and jobs are made once; a failing test does not skip the others.
test.describe.configure({ mode: 'default' });

// Playwright reads a hook's fixtures from its first parameter, which must be a destructuring pattern.
// oxlint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(240_000);
  const origin = String(testInfo.project.use.baseURL);
  const model = await person(origin, 'model', { sendOrigin: true, overrides: { first_name: unbroken('Maria', 60), last_name: unbroken('Souza', 80) } });
  const contractor = await person(origin, 'contractor', {
    sendOrigin: true,
    overrides: { first_name: unbroken('Carlos', 60), last_name: unbroken('Mendes', 80) },
  });
  const jobTitle = unbroken(`Campanha${Date.now().toString(36)}`, 80);
  const job = { title: jobTitle, description: `Detalhes e referências do ensaio: ${longLink}`, starts_on: inDays(20), pay_cents: 60_000 };
  const applied = await publishJob(contractor, origin, job);
  const open = await publishJob(contractor, origin, job);

  const application = await model.api.post(`/api/jobs/${applied.id}/applications`, { data: { message: `Meu book: ${longLink}` } });
  expect(application.status(), await application.text()).toBe(201);
  const applicationId = ((await application.json()) as { application: { id: string } }).application.id;
  const proposal = { title: jobTitle, description: `Briefing: ${longLink}`, work_date: inDays(20), place: unbroken('Estúdio', 120), amount_cents: 60_000 };
  const hired = await contractor.api.post(`/api/applications/${applicationId}/hire`, { data: proposal });
  expect(hired.status(), await hired.text()).toBe(200);

  // A second hiring, straight from her profile, taken to the end: paid, completed, reviewed by both.
  const direct = await contractor.api.post('/api/proposals', { data: { ...proposal, work_date: inDays(3), model_slug: model.account.slug } });
  expect(direct.status(), await direct.text()).toBe(201);
  const accepted = await model.api.post(`/api/proposals/${(await direct.json()).proposal.id}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  const contractId = (await accepted.json()).contract.id as string;
  await fundContractByCard(contractor, origin, contractId);
  for (const who of [contractor, model]) {
    const done = await who.api.post(`/api/contracts/${contractId}/complete`);
    expect(done.status(), await done.text()).toBe(200);
  }
  for (const who of [contractor, model]) {
    const review = await who.api.post(`/api/contracts/${contractId}/reviews`, { data: { rating: 5, comment: `Recomendo: ${longLink}` } });
    expect(review.status(), await review.text()).toBe(201);
  }
  world = { model, contractor, appliedJobId: applied.id, openJobId: open.id, jobTitle };
});

test.afterAll(async () => {
  await Promise.all([world?.model.api.dispose(), world?.contractor.api.dispose()]);
});

async function visit(page: Page, path: string, loaded?: (page: Page) => Promise<void>) {
  await page.goto(path);
  await loaded?.(page);
  await settle(page);
  await expectNoSidewaysScroll(page, path);
}

const heading = (name?: string) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name }).first()).toBeVisible({ timeout: 20_000 });
};

test('every public page fits the phone, with long names, titles and links on it', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(phone);
  await blockThirdParties(page);
  const { model, contractor, jobTitle, openJobId } = world;

  await visit(page, '/', heading());
  await visit(page, `/modelos?q=${model.account.firstName}`, async (p) => {
    await expect(p.locator(`article[data-profile-slug="${model.account.slug}"]`)).toBeVisible({ timeout: 20_000 });
  });
  await visit(page, '/modelos');
  await visit(page, `/contratantes?q=${contractor.account.firstName}`, async (p) => {
    await expect(p.locator(`article[data-profile-slug="${contractor.account.slug}"]`)).toBeVisible({ timeout: 20_000 });
  });
  await visit(page, '/contratantes');
  await visit(page, `/vagas?q=${jobTitle}`, async (p) => {
    await expect(p.getByText(jobTitle).first()).toBeVisible({ timeout: 20_000 });
  });
  await visit(page, '/vagas');

  await visit(page, `/vagas/${openJobId}`, heading(jobTitle));
  // The two controls issue 24 saw pushed off the screen.
  await expectWithinScreenWidth(page, page.getByRole('button', { name: 'Candidatar-se' }), 'Candidatar-se');
  await expectWithinScreenWidth(page, page.getByRole('button', { name: 'Abrir menu' }), 'the menu button');

  await visit(page, `/perfil/${model.account.slug}`, heading(model.account.name));
  await visit(page, `/perfil/${contractor.account.slug}`, heading(contractor.account.name));
  await visit(page, '/precos');
  for (const contentSlug of seededPageSlugs.filter((slug) => slug !== 'precos')) await visit(page, `/${contentSlug}`);
  await visit(page, '/cadastro', async (p) => {
    await expect(p.getByRole('dialog')).toBeVisible();
  });
  for (const path of ['/criar-modelo', '/esqueci-senha', '/redefinir-senha', '/responsavel/confirmar', '/pagina-que-nao-existe']) await visit(page, path);
});

/** Every dashboard tab of `who`, then the job page and the favourites, signed in. */
async function walkSignedIn(browser: Browser, who: Person, extraPaths: string[]) {
  const origin = String(test.info().project.use.baseURL);
  const page = await pageFor(browser, origin, who, phone);
  for (const tab of dashboardTabsFor(who.account.userType)) {
    await visit(page, tab.id === 'overview' ? '/dashboard' : `/dashboard?tab=${tab.id}`, async (p) => {
      await expect(p.getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 20_000 });
    });
  }
  for (const path of extraPaths) await visit(page, path);

  // The account menu holds the name: it must fit too (it floats, so the page width does not show it).
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Menu da conta/ })
    .click();
  await expectWithinScreenWidth(page, page.getByRole('menu'), 'the account menu');
  await page.context().close();
}

test('every dashboard tab of the model fits the phone', async ({ browser }) => {
  test.setTimeout(240_000);
  const { model, appliedJobId, openJobId } = world;
  await walkSignedIn(browser, model, [`/vagas/${appliedJobId}`, `/vagas/${openJobId}`, '/favoritos', `/perfil/${model.account.slug}`]);
});

test('every dashboard tab of the contractor fits the phone', async ({ browser }) => {
  test.setTimeout(240_000);
  const { contractor, appliedJobId } = world;
  await walkSignedIn(browser, contractor, [`/dashboard?tab=my-jobs&job=${appliedJobId}`, `/vagas/${appliedJobId}`, '/favoritos']);
});

test('every section of the admin area fits the phone', async ({ browser }) => {
  test.setTimeout(180_000);
  const origin = String(test.info().project.use.baseURL);
  const context = await browser.newContext({ baseURL: origin, viewport: phone, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await blockThirdParties(page);
  expect((await signInByApi(page.request, origin, e2eAdmin.email, e2eAdmin.password)).ok()).toBe(true);
  for (const section of adminSections) await visit(page, `/admin?secao=${section.id}`, heading('Administração'));
  await context.close();
});
