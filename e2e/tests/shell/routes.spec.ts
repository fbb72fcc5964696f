import { expect, test } from '@playwright/test';
import { blockThirdParties, waitForHydration } from '../../support/browser.ts';
import { loginDialogTitle, registerDialogTitle } from '../../support/dialogs.ts';

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

test.describe('route table (docs/product.md "Spec 2")', () => {
  test('/ is the home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Onde modelos, contratantes e fotógrafos');
    await expect(page.getByRole('link', { name: 'Sou modelo' })).toHaveAttribute('href', '/criar-modelo');
    await expect(page.getByRole('link', { name: 'Ver vagas', exact: true })).toHaveAttribute('href', '/vagas');
    await expect(page.getByRole('heading', { name: 'Como funciona' })).toBeVisible();
    await expect(page).toHaveTitle('Passarela | Modelos, contratantes e fotógrafos');
  });

  test("home 'Quero contratar' opens the register modal", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Quero contratar' }).click();
    await expect(page.getByRole('dialog', { name: registerDialogTitle })).toBeVisible();
  });

  for (const { path, heading, title } of [
    { path: '/modelos', heading: 'Modelos', title: 'Modelos | Passarela' },
    { path: '/contratantes', heading: 'Contratantes', title: 'Contratantes | Passarela' },
    { path: '/vagas', heading: 'Vagas', title: 'Vagas | Passarela' },
  ]) {
    test(`${path} renders its page under the main layout`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('/perfil/{slug} shows the not-found message; /perfil without slug asks for one', async ({ page }) => {
    await page.goto('/perfil/perfil-que-nao-existe');
    await expect(page.getByText('Perfil não encontrado ou indisponível.')).toBeVisible();
    await page.goto('/perfil');
    await expect(page.getByText('Perfil não especificado.')).toBeVisible();
  });

  for (const path of ['/dashboard', '/dashboard?tab=wallet', '/favoritos', '/admin', '/testepagamento']) {
    test(`guest on ${path} is sent to /?auth=login with the login dialog`, async ({ page }) => {
      await page.goto(path);
      // `next` keeps where the guest was going, so login can return there.
      await expect(page).toHaveURL(`/?${new URLSearchParams({ auth: 'login', next: path }).toString()}`);
      await expect(page.getByRole('dialog', { name: loginDialogTitle })).toBeVisible();
    });
  }

  test('/cadastro shows the home page with the register dialog', async ({ page }) => {
    await page.goto('/cadastro');
    await expect(page.getByRole('dialog', { name: registerDialogTitle })).toBeVisible();
    // The open modal hides the page from the accessibility tree, so look at the DOM.
    await expect(page.locator('main h1')).toContainText('Onde modelos');
  });

  test('/{slug} is a content page from the API', async ({ page }) => {
    await page.goto('/privacidade');
    await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
  });

  for (const { path, heading } of [
    { path: '/criar-modelo', heading: 'Seu próximo trabalho começa com um bom perfil' },
    { path: '/esqueci-senha', heading: 'Esqueci minha senha' },
    { path: '/redefinir-senha', heading: 'Redefinir senha' },
  ]) {
    test(`${path} uses the minimal layout (logo, no header links, no footer)`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Passarela' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('navigation', { name: 'Menu do site' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    });
  }

  test('any other path redirects to /', async ({ page }) => {
    await page.goto('/x/y/z');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Onde modelos');
  });

  test("pages load lazily behind a 'Carregando...' spinner", async ({ page }) => {
    await page.goto('/');
    // Before hydration a link is a plain link: the next page would come whole from the server.
    await waitForHydration(page);
    // Hold the /modelos chunk back so the loading state is observable.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/models-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Menu do site' }).getByRole('link', { name: 'Modelos' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Modelos' })).toBeVisible();
    await expect(page.getByText('Carregando...')).toHaveCount(0);
  });

  test('the view scrolls to the top on every path change', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Termos de Uso' }).click();
    await expect(page).toHaveURL('/termos');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
