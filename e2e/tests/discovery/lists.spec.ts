import { expect as baseExpect, test } from '@playwright/test';
import { blockThirdParties, phone, renderPagesInBrowser, waitForHydration } from '../../support/browser.ts';
import { demoPeople, findTextFilterCase, inListOrder, listedDemoModels } from '../../support/demo-people.ts';
import { allModelSlugs, cardSlugs, createModelIn, expectExactSlugs } from '../../support/lists.ts';

// The other worker signs accounts up meanwhile (password hashing, photo processing on the same
// server): give list answers more than the default 5 s on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Other suites create their accounts in SP, RJ and PE; the pagination test adds models in MG. */
const PAGINATION_STATE = 'MG';
const BUSY_STATES = ['SP', 'RJ', 'PE', PAGINATION_STATE];

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

test('state + appearance + text typed without accents shows exactly the matching demo models, and the URL round-trips', async ({ page, browser, baseURL }) => {
  const search = findTextFilterCase(listedDemoModels(), BUSY_STATES);
  const expected = inListOrder(search.expected).map((profile) => profile.slug);

  await page.goto('/modelos');
  await expect(page).toHaveTitle('Modelos | Passarela');
  await expect(page.locator('article[data-profile-slug]')).toHaveCount(24);
  const filters = page.getByRole('complementary', { name: 'Filtros' });
  await filters.getByLabel('Estado', { exact: true }).selectOption(search.state);
  await filters.getByLabel('Aparência', { exact: true }).selectOption(search.modelType);
  await page.getByRole('searchbox', { name: 'Buscar modelos' }).fill(search.q);

  // Exactly the expected cards, PRO first and then newest first.
  await expect.poll(() => cardSlugs(page), { message: `cards for ${JSON.stringify(search)}` }).toEqual(expected);
  for (const profile of search.expected) {
    await expect(page.getByRole('link', { name: profile.name, exact: true })).toHaveAttribute('href', `/perfil/${profile.slug}`);
  }
  await expect(page.getByText('Você chegou ao fim da lista.')).toBeVisible();
  const url = `/modelos?q=${search.q}&state=${search.state}&model_type=${search.modelType}`;
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('button', { name: 'Limpar filtros' })).toBeVisible();

  // Reload: the same filters are selected and the same cards come back.
  await page.reload();
  await expect(filters.getByLabel('Estado', { exact: true })).toHaveValue(search.state);
  await expect(filters.getByLabel('Aparência', { exact: true })).toHaveValue(search.modelType);
  await expect(page.getByRole('searchbox', { name: 'Buscar modelos' })).toHaveValue(search.q);
  await expect.poll(() => cardSlugs(page)).toEqual(expected);

  // A card opens the profile; back returns to the same search.
  await page.getByRole('link', { name: search.expected[0]?.name ?? '', exact: true }).click();
  await expect(page).toHaveURL(`/perfil/${search.expected[0]?.slug}`);
  await page.goBack();
  await expect(page).toHaveURL(url);
  await expect.poll(() => cardSlugs(page)).toEqual(expected);

  // The shared URL in a fresh browser (no cache, no session) shows the same search.
  const fresh = await browser.newContext({ baseURL });
  const other = await fresh.newPage();
  await blockThirdParties(other);
  await other.goto(url);
  await expect(other.getByRole('complementary', { name: 'Filtros' }).getByLabel('Estado', { exact: true })).toHaveValue(search.state);
  await expect.poll(() => cardSlugs(other)).toEqual(expected);
  await fresh.close();

  // 'Limpar filtros' empties the URL and brings the whole list back.
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).toHaveURL('/modelos');
  await expect(page.getByRole('searchbox', { name: 'Buscar modelos' })).toHaveValue('');
  await expect(page.locator('article[data-profile-slug]')).toHaveCount(24);
});

test("'Carregar mais' walks to the end with no repeats and no gaps while new models sign up", async ({ page, baseURL }) => {
  const before = await allModelSlugs(page, `state=${PAGINATION_STATE}`);
  // limit=5 (a URL parameter the page honours) makes several pages out of the demo models.
  expect(before.length).toBeGreaterThan(10);
  await page.goto(`/modelos?state=${PAGINATION_STATE}&limit=5`);
  await expect.poll(async () => (await cardSlugs(page)).length).toBe(5);

  const more = page.getByRole('button', { name: 'Carregar mais' });
  const end = page.getByText('Você chegou ao fim da lista.');
  const created: string[] = [];
  for (let round = 1; round <= 10; round++) {
    // Newer profiles appear between pages; keyset pages must neither repeat nor skip a card.
    created.push(await createModelIn(baseURL ?? '', PAGINATION_STATE, 'Belo Horizonte', round));
    if (await end.isVisible()) break;
    const shown = (await cardSlugs(page)).length;
    await more.click();
    await expect.poll(async () => (await cardSlugs(page)).length).toBeGreaterThan(shown);
  }
  await expect(end).toBeVisible();
  await expect(more).toHaveCount(0);

  const slugs = await cardSlugs(page);
  expect(new Set(slugs).size, 'no card twice').toBe(slugs.length);
  // Every model that existed when the scroll began, exactly once; the newcomers wait for a new search.
  expect([...slugs].sort()).toEqual([...before].sort());
  expect(created.length).toBeGreaterThanOrEqual(3);

  await page.reload();
  await expect.poll(async () => (await cardSlugs(page)).length).toBe(5);
  const firstPage = await cardSlugs(page);
  expect(
    firstPage.some((slug) => created.includes(slug)),
    'a new search shows the newcomers',
  ).toBe(true);
});

test('a search with no match shows the empty state, whose button clears the filters', async ({ page }) => {
  await page.goto('/modelos?q=ninguem-tem-este-nome&state=AC');
  const results = page.getByRole('region', { name: 'Resultados' });
  await expect(results.getByText('Nenhum modelo encontrado')).toBeVisible();
  await expect(results.getByText('Tente remover alguns filtros ou buscar por outro termo.')).toBeVisible();
  await expect(page.locator('article[data-profile-slug]')).toHaveCount(0);
  await results.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).toHaveURL('/modelos');
  await expect(page.locator('article[data-profile-slug]')).toHaveCount(24);
});

test("a failing server shows the error with 'Tentar novamente', which loads the list once it recovers", async ({ page, baseURL }) => {
  await renderPagesInBrowser(page, baseURL as string);
  let failing = true;
  await page.route(/\/api\/models(\?|$)/, (route) =>
    failing ? route.fulfill({ status: 503, json: { code: 'INTERNAL_ERROR', message: 'Erro interno.' } }) : route.fallback(),
  );
  await page.goto('/modelos');
  // The query retries twice before it gives up (app/query-client.ts).
  const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar os modelos' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  failing = false;
  await alert.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.locator('article[data-profile-slug]')).toHaveCount(24);
  await expect(alert).toHaveCount(0);
});

test('invalid URL parameters are dropped and the rest of the search still applies', async ({ page }) => {
  const search = findTextFilterCase(listedDemoModels(), BUSY_STATES);
  await page.goto(`/modelos?state=${search.state}&model_type=${search.modelType}&q=${search.q}&gender=robo&height_min=abc&foo=1`);
  await expectExactSlugs(
    page,
    search.expected.map((profile) => profile.slug),
  );
  await expect(page.getByRole('complementary', { name: 'Filtros' }).getByLabel('Gênero', { exact: true })).toHaveValue('');
});

test('/contratantes filtered by type shows only that type', async ({ page }) => {
  const photographers = demoPeople()
    .filter(({ person }) => person.user.userType === 'photographer')
    .map((profile) => profile.slug);
  expect(photographers.length).toBeGreaterThan(0);

  await page.goto('/contratantes');
  await expect(page).toHaveTitle('Contratantes | Passarela');
  await expect(page.locator('article[data-profile-slug]').first()).toBeVisible();
  await page.getByRole('complementary', { name: 'Filtros' }).getByLabel('Tipo', { exact: true }).selectOption('photographer');
  await expect(page).toHaveURL('/contratantes?type=photographer');
  // The filtered answer is on screen, not the unfiltered cards (and their 'Carregar mais') that
  // stay while the new search loads: clicking that button as it goes away waited forever once.
  const firstPage = await page.request.get('/api/contractors?type=photographer');
  const firstSlugs = ((await firstPage.json()) as { items: { profile_slug: string }[] }).items.map((item) => item.profile_slug);
  await expect.poll(() => cardSlugs(page)).toEqual(firstSlugs);

  const more = page.getByRole('button', { name: 'Carregar mais' });
  const end = page.getByText('Você chegou ao fim da lista.');
  await expect(more.or(end)).toBeVisible();
  while (await more.isVisible()) {
    await more.click();
    await expect(page.getByRole('button', { name: 'Carregando...' })).toHaveCount(0);
  }
  await expect(end).toBeVisible();
  const cards = page.locator('article[data-profile-slug]');
  const slugs = await cardSlugs(page);
  for (const slug of photographers) expect(slugs).toContain(slug);
  await expect(cards.filter({ hasText: 'Profissional de fotografia' })).toHaveCount(slugs.length);
  await expect(cards.filter({ hasText: 'Contratante' })).toHaveCount(0);
});

test('back from a profile returns to the card it was opened from; a new visit starts at the top', async ({ page }) => {
  await page.goto('/modelos');
  // The app's own navigation is under test: before hydration a link loads the next page whole.
  await waitForHydration(page);
  const cards = page.locator('article[data-profile-slug]');
  await expect(cards).toHaveCount(24);
  const card = cards.nth(17);
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(800);

  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/perfil\//);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL('/modelos');
  await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(2);
  await expect(card).toBeInViewport();

  // Reaching the list by a link (a new history entry, not back) starts at the top.
  await page.goto('/vagas');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'Modelos', exact: true }).click();
  await expect(page).toHaveURL('/modelos');
  await expect(cards).toHaveCount(24);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test("filters open under 'Filtros', count what is active and close back to the cards", async ({ page }) => {
    await page.goto('/modelos');
    await expect(page.locator('article[data-profile-slug]')).toHaveCount(24);
    const toggle = page.getByRole('button', { name: /^Filtros/ });
    const panel = page.getByRole('complementary', { name: 'Filtros' });
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(panel).toBeVisible();
    // A state no other spec signs people up in (the wizard tests use BA, RJ, SP...), so only
    // demo people can match and the exact set is known.
    const tall = (state: string) =>
      listedDemoModels().filter(({ person }) => person.profile.state === state && (person.profile.modelCharacteristics ?? []).includes('alta'));
    const state = ['RS', 'CE', 'PR', 'SC', 'GO', 'PA', 'AM', 'MT', 'ES'].find((candidate) => tall(candidate).length > 0) ?? 'RS';
    await panel.getByLabel('Estado', { exact: true }).selectOption(state);
    await panel.getByText('Alta', { exact: true }).click();
    await expect(page).toHaveURL(`/modelos?state=${state}&characteristics=alta`);
    await expect(toggle).toHaveAccessibleName('Filtros (2 ativos)');

    await panel.getByRole('button', { name: 'Ver modelos' }).click();
    await expect(panel).toBeHidden();
    const expected = tall(state);
    expect(expected.length).toBeGreaterThan(0);
    await expectExactSlugs(
      page,
      expected.map((profile) => profile.slug),
    );
  });
});
