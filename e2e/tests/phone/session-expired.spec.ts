import { type Page, expect, test } from '@playwright/test';
import { person } from '../../support/accounts.ts';
import { blockThirdParties, pageFor, phone } from '../../support/browser.ts';
import { loginDialogTitle } from '../../support/dialogs.ts';
import { makePhoto } from '../../support/photos.ts';

/**
 * Issue 24: a session that ends elsewhere (expiry, "Sair" in another tab or device) must not leave
 * the page pretending to be signed in. The next API call answers 401: the header turns to the
 * signed-out state, the login modal opens, and signing in brings the person back to the same URL
 * with its data. The session is ended server-side by signing out with the page's own cookie from
 * another request context.
 */

test.use({ viewport: phone });

/** The signed-in header's avatar button, by CSS: while the modal is open the page is aria-hidden. */
const accountMenu = (page: Page) => page.locator('header [aria-label^="Menu da conta"]');
const bell = (page: Page) => page.locator('header button[aria-label="Notificações"]');

async function signInInModal(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog', { name: loginDialogTitle });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Senha', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('on the dashboard: the next tab signs the page out, asks for the login and comes back to that tab', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const origin = String(baseURL);
  const model = await person(origin, 'model');
  const page = await pageFor(browser, origin, model, phone);
  await page.goto('/dashboard?tab=wallet');
  await expect(page.getByRole('heading', { level: 2, name: 'Carteira' })).toBeVisible({ timeout: 20_000 });
  await expect(accountMenu(page)).toBeVisible();

  const signedOut = await model.api.post('/api/auth/sign-out', { headers: { origin } });
  expect(signedOut.status(), await signedOut.text()).toBe(200);

  // The next section asks the API for its data, which answers 401 (on a phone the sections may sit behind a 'Seções' button).
  const sections = page.getByRole('navigation', { name: 'Seções do painel' });
  const sectionsToggle = sections.getByRole('button', { name: /^Seções/ });
  if (await sectionsToggle.isVisible()) await sectionsToggle.click();
  await sections.getByRole('link', { name: 'Contratações Recebidas' }).click();
  const dialog = page.getByRole('dialog', { name: loginDialogTitle });
  await expect(dialog).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);
  await expect(bell(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);

  await signInInModal(page, model.account.email, model.account.password);
  await expect(page).toHaveURL('/dashboard?tab=proposals');
  await expect(page.getByRole('heading', { level: 2, name: 'Contratações Recebidas' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  await expect(accountMenu(page)).toBeVisible();
  await page.context().close();
});

test('on a public page: the bell signs the page out and the login keeps the person on that page', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const origin = String(baseURL);
  const contractor = await person(origin, 'contractor');
  const page = await pageFor(browser, origin, contractor, phone);
  await page.goto('/vagas');
  await expect(page.getByRole('heading', { level: 1, name: 'Vagas' })).toBeVisible({ timeout: 20_000 });
  await expect(bell(page)).toBeVisible();
  // Everything the page asks on its own is answered before the session ends: the bell is what asks next.
  await page.waitForLoadState('networkidle');

  const signedOut = await contractor.api.post('/api/auth/sign-out', { headers: { origin } });
  expect(signedOut.status(), await signedOut.text()).toBe(200);

  // Opening the bell asks for the list, which answers 401.
  await bell(page).click();
  await expect(page.getByRole('dialog', { name: loginDialogTitle })).toBeVisible();
  await expect(page).toHaveURL('/vagas');
  await expect(bell(page)).toHaveCount(0);
  await expect(accountMenu(page)).toHaveCount(0);

  await signInInModal(page, contractor.account.email, contractor.account.password);
  await expect(page).toHaveURL('/vagas');
  await expect(page.getByRole('heading', { level: 1, name: 'Vagas' })).toBeVisible();
  await expect(accountMenu(page)).toBeVisible();
  await bell(page).click();
  await expect(page.getByRole('region', { name: 'Notificações' }).getByText('Nenhuma notificação por enquanto.')).toBeVisible();
  await page.context().close();
});

test('an upload (sent apart from the JSON calls, with progress) ends the session the same way', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const origin = String(baseURL);
  const model = await person(origin, 'model');
  const page = await pageFor(browser, origin, model, phone);
  await page.goto('/dashboard?tab=gallery');
  await expect(page.getByRole('heading', { level: 2, name: 'Minha Mídia' })).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');

  const signedOut = await model.api.post('/api/auth/sign-out', { headers: { origin } });
  expect(signedOut.status(), await signedOut.text()).toBe(200);

  await page.getByLabel('Escolher fotos').setInputFiles(await makePhoto());
  await expect(page.getByRole('dialog', { name: loginDialogTitle })).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);
  // Signing in again comes back to the gallery.
  await signInInModal(page, model.account.email, model.account.password);
  await expect(page).toHaveURL('/dashboard?tab=gallery');
  await expect(page.getByRole('heading', { level: 2, name: 'Minha Mídia' })).toBeVisible();
  await page.context().close();
});

test('a guest browsing public pages is never asked to log in', async ({ page }) => {
  await blockThirdParties(page);
  for (const path of ['/', '/vagas', '/modelos', '/contratantes', '/precos']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});
