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
import { updateOwnProfileBodySchema } from '../../../packages/shared/src/profiles/update-profile.ts';
import { makePhoto } from '../../support/photos.ts';

/**
 * Issue 24: a long name or a long link must never make a page wider than the phone. People and
 * things with long unbroken words (names, titles, links) are made through the API; then every
 * public page, every dashboard tab of the three sides, the messages and the admin area are opened
 * at 390x844 and measured once their content is in.
 */

/** A word of `length` characters with no place to break, as a pasted name or a link is. */
const unbroken = (start: string, length: number) => start + 'x'.repeat(length - start.length);
/** A pasted link with no hyphen, slash or dot after the host: nowhere a browser would break it. */
const longLink = `https://example.com/${unbroken('portfolio', 90)}`;

interface World {
  model: Person;
  contractor: Person;
  photographer: Person;
  /** The photographer's package: 80-character title, the long link in its description. */
  shootId: string;
  /** A thread the contractor opened with the model, the long link in its message. */
  conversationId: string;
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
  const photographer = await person(origin, 'photographer', {
    sendOrigin: true,
    overrides: { first_name: unbroken('Fernanda', 60), last_name: unbroken('Lima', 80) },
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
  // Bios with the long link, on a model's and a photographer's profile.
  for (const who of [model, photographer]) await saveBio(who, `Portfólio completo: ${longLink}`);

  // The photographer's package, its cover from her gallery.
  const uploaded = await photographer.api.post('/api/profiles/me/media', { multipart: { photos: await makePhoto() } });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const cover = ((await uploaded.json()) as { items: Array<{ id: string }> }).items[0]?.id as string;
  const shoot = await photographer.api.post('/api/shoots', {
    data: {
      title: unbroken('Ensaio', 80),
      description: `Book completo em estúdio. Referências: ${longLink}`,
      category: 'book',
      duration_minutes: 120,
      edited_photos: 20,
      delivery_days: 7,
      location_kind: 'a_combinar',
      city: 'São Paulo',
      uf: 'SP',
      price_cents: 45_000,
      extras: [{ label: unbroken('Maquiagem', 60), price_cents: 10_000 }],
      cover_media_ids: [cover],
    },
  });
  expect(shoot.status(), await shoot.text()).toBe(201);
  const shootId = ((await shoot.json()) as { package: { id: string } }).package.id;

  // A message thread with the long link in it.
  const started = await contractor.api.post('/api/conversations', {
    data: { subject: { kind: 'profile', slug: model.account.slug }, body: `Olá! Veja as referências: ${longLink} ${unbroken('Referencia', 80)}` },
  });
  expect(started.status(), await started.text()).toBe(201);
  const conversationId = ((await started.json()) as { conversation_id: string }).conversation_id;

  world = { model, contractor, photographer, shootId, conversationId, appliedJobId: applied.id, openJobId: open.id, jobTitle };
});

test.afterAll(async () => {
  await Promise.all([world?.model.api.dispose(), world?.contractor.api.dispose(), world?.photographer.api.dispose()]);
});

/** "Meu Perfil" saves every field at once: the profile as it is, with this bio. */
async function saveBio(who: Person, bio: string) {
  const own = (await (await who.api.get('/api/profiles/me')).json()) as { profile: Record<string, unknown> };
  const fields = Object.keys(updateOwnProfileBodySchema.shape).filter((key) => key in own.profile && own.profile[key] !== undefined);
  const body = Object.fromEntries(fields.map((key) => [key, own.profile[key]]));
  const saved = await who.api.patch('/api/profiles/me', { data: { ...body, bio } });
  expect(saved.status(), await saved.text()).toBe(200);
}

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
  const { model, contractor, photographer, jobTitle, openJobId, shootId } = world;

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
  await visit(page, `/perfil/${photographer.account.slug}`, heading(photographer.account.name));
  await visit(page, '/ensaios', async (p) => {
    await expect(p.locator(`article[data-shoot-id="${shootId}"]`)).toBeVisible({ timeout: 20_000 });
  });
  await visit(page, `/ensaios/${shootId}`, heading(unbroken('Ensaio', 80)));
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
  const { model, appliedJobId, openJobId, conversationId } = world;
  await walkSignedIn(browser, model, [
    `/vagas/${appliedJobId}`,
    `/vagas/${openJobId}`,
    '/favoritos',
    `/perfil/${model.account.slug}`,
    '/mensagens',
    `/mensagens/${conversationId}`,
  ]);
});

test('every dashboard tab of the contractor fits the phone', async ({ browser }) => {
  test.setTimeout(240_000);
  const { contractor, appliedJobId, conversationId } = world;
  await walkSignedIn(browser, contractor, [
    `/dashboard?tab=my-jobs&job=${appliedJobId}`,
    `/vagas/${appliedJobId}`,
    '/favoritos',
    '/mensagens',
    `/mensagens/${conversationId}`,
  ]);
});

test('every dashboard tab of the photographer fits the phone, "Ensaios" with her package', async ({ browser }) => {
  test.setTimeout(240_000);
  const { photographer, shootId } = world;
  expect(dashboardTabsFor('photographer').map((tab) => tab.label)).toContain('Ensaios');
  await walkSignedIn(browser, photographer, [`/ensaios/${shootId}`, `/perfil/${photographer.account.slug}`, '/mensagens']);
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
