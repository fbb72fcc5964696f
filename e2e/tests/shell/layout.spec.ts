import { expect, test } from '@playwright/test';
import { blockThirdParties, phone } from '../../support/browser.ts';
import { loginDialogTitle, registerDialogTitle } from '../../support/dialogs.ts';

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

const quickLinks = [
  ['Encontrar Modelos', '/modelos'],
  ['Publicar Vaga', '/dashboard?tab=my-jobs'],
  ['Como Funciona', '/como-funciona'],
  ['Preços', '/precos'],
  ['Blog', '/blog'],
] as const;

const supportLinks = [
  ['Central de Ajuda', '/central-de-ajuda'],
  ['Contato', '/contato'],
  ['Termos de Uso', '/termos'],
  ['Política de Privacidade', '/privacidade'],
  ['Segurança', '/seguranca'],
] as const;

test.describe('desktop header', () => {
  test('is fixed, 64px high, with logo, links and account buttons; the mobile bar is hidden', async ({ page }) => {
    await page.goto('/vagas');
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    expect((await header.boundingBox())?.height).toBe(64);
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');

    const logo = header.getByRole('link', { name: 'Passarela' });
    await expect(logo).toHaveAttribute('href', '/');
    await expect(logo.getByRole('img')).toHaveAttribute('src', '/logo.svg');
    expect((await logo.getByRole('img').boundingBox())?.height).toBe(36);

    const nav = header.getByRole('navigation', { name: 'Menu do site' });
    await expect(nav.getByRole('link')).toHaveText(['Modelos', 'Contratantes', 'Vagas', 'Ensaios']);
    await expect(nav.getByRole('link', { name: 'Vagas' })).toHaveAttribute('aria-current', 'page');
    await expect(header.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Cadastrar' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Abrir menu' })).toBeHidden();

    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeHidden();
  });

  test("'Entrar' opens the login modal and 'Cadastrar' the register modal", async ({ page }) => {
    await page.goto('/modelos');
    await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('dialog', { name: loginDialogTitle })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByRole('dialog', { name: registerDialogTitle })).toBeVisible();
    await expect(page).toHaveURL('/modelos');
  });

  test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('footer', () => {
  test('has the tagline, both columns with their 10 links and the 2024 copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('O marketplace que conecta modelos, contratantes e fotógrafos em todo o Brasil.')).toBeVisible();
    for (const [title, links] of [
      ['Links Rápidos', quickLinks],
      ['Suporte', supportLinks],
    ] as const) {
      const column = footer.getByRole('navigation', { name: title });
      await expect(column.getByRole('heading', { name: title })).toBeVisible();
      await expect(column.getByRole('link')).toHaveText(links.map(([label]) => label));
      for (const [label, href] of links) await expect(column.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer.getByText('© 2024 Passarela. Todos os direitos reservados.')).toBeVisible();
  });
});

test.describe('mobile (390x844)', () => {
  test.use({ viewport: phone });

  test('the bottom bar shows the guest items and Entrar opens the login modal', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Navegação principal' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('listitem')).toHaveText(['Início', 'Vagas', 'Modelos', 'Contratantes', 'Entrar']);
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(844);
    await expect(bar.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');

    await bar.getByRole('link', { name: 'Vagas' }).click();
    await expect(page).toHaveURL('/vagas');
    await expect(bar.getByRole('link', { name: 'Vagas' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current', 'page');

    await bar.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('dialog', { name: loginDialogTitle })).toBeVisible();
  });

  test('header links collapse into the menu button', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    expect((await header.boundingBox())?.height).toBe(64);
    await expect(header.getByRole('button', { name: 'Entrar' })).toBeHidden();
    const menuButton = header.getByRole('button', { name: 'Abrir menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = header.getByRole('navigation', { name: 'Menu do site' });
    await expect(menu.getByRole('link')).toHaveText(['Modelos', 'Contratantes', 'Vagas', 'Ensaios']);
    await expect(header.getByRole('button', { name: 'Cadastrar' })).toBeVisible();
    await menu.getByRole('link', { name: 'Contratantes' }).click();
    await expect(page).toHaveURL('/contratantes');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('the bottom bar never covers the end of the page', async ({ page }) => {
    await page.goto('/');
    const copyrightText = page.getByText('© 2024 Passarela. Todos os direitos reservados.');
    await expect(copyrightText).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
    // Nothing (the bar) sits on top of the last line of the page.
    const uncovered = await copyrightText.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const text = range.getBoundingClientRect();
      const hit = document.elementFromPoint(text.left + text.width / 2, text.bottom - 2);
      return hit === element || element.contains(hit);
    });
    expect(uncovered).toBe(true);
    const bar = await page.getByRole('navigation', { name: 'Navegação principal' }).boundingBox();
    const footer = await page.getByRole('contentinfo').boundingBox();
    // The footer's padding reserves the bar's height (sub-pixel rounding aside).
    expect(footer && bar && Math.abs(footer.y + footer.height - (bar.y + bar.height))).toBeLessThan(1);
  });
});
