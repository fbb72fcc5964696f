import { readFile } from 'node:fs/promises';
import { expect, test } from '../../support/test.ts';
import { signInByApi, signUp } from '../../support/accounts.ts';
import { blockThirdParties, phone } from '../../support/browser.ts';
import { toastItems } from '../../support/dialogs.ts';

// LGPD (docs/security.md #21): from Configurações a person downloads her data and deletes her account.

const shotsDir = process.env.ACCOUNT_DATA_SHOTS_DIR;

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('a model downloads her data, then deletes her account for good', async ({ page, baseURL }) => {
    const origin = String(baseURL);
    const account = await signUp(origin, 'model', { request: page.request });
    await page.goto('/dashboard?tab=settings');
    await expect(page.getByRole('heading', { level: 2, name: 'Configurações' })).toBeVisible({ timeout: 15_000 });

    const exportCard = page.getByRole('region', { name: 'Baixar meus dados' });
    await exportCard.getByRole('button', { name: 'Baixar meus dados' }).click();
    await expect(exportCard.getByText('Informe sua senha atual.')).toBeVisible();
    await exportCard.getByLabel('Senha atual').fill(account.password);
    const download = page.waitForEvent('download');
    await exportCard.getByRole('button', { name: 'Baixar meus dados' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^passarela-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await file.path(), 'utf8')) as { account: { email: string }; profile: { profileSlug: string } };
    expect(data.account.email).toBe(account.email);
    expect(data.profile.profileSlug).toBe(account.slug);
    await expect(toastItems(page).filter({ hasText: 'Seus dados foram baixados' })).toBeVisible();

    const deleteCard = page.getByRole('region', { name: 'Excluir minha conta' });
    await deleteCard.scrollIntoViewIfNeeded();
    await deleteCard.getByLabel('Senha atual').fill(account.password);
    await deleteCard.getByLabel('Digite EXCLUIR para confirmar').fill('sim');
    await deleteCard.getByRole('button', { name: 'Excluir minha conta' }).click();
    await expect(deleteCard.getByText('Digite EXCLUIR para confirmar.')).toBeVisible();
    await deleteCard.getByLabel('Digite EXCLUIR para confirmar').fill('excluir');
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/delete-account-390.png` });
    await deleteCard.getByRole('button', { name: 'Excluir minha conta' }).click();

    await expect(toastItems(page).filter({ hasText: 'Conta excluída' })).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Entrar' }).first()).toBeVisible();

    // Her page is gone, and her email and password open nothing.
    await page.goto(`/perfil/${account.slug}`);
    await expect(page.getByText('Perfil não encontrado ou indisponível.')).toBeVisible({ timeout: 15_000 });
    const again = await signInByApi(page.request, origin, account.email, account.password);
    expect(again.status()).toBe(401);
  });

  test('while money or work is still running, the card says what and the button waits', async ({ page, baseURL }) => {
    await signUp(String(baseURL), 'contractor', { request: page.request });
    // The server's answer for someone with a balance and a contract running (the API tests make the real ones).
    await page.route('**/api/auth/delete-account', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            json: {
              blockers: [
                { blocker: 'wallet_balance', message: 'Você tem R$ 80,00 na carteira. Solicite o saque do saldo antes de excluir a conta.' },
                { blocker: 'contract_open', message: 'Você tem contratos em andamento. Conclua ou cancele cada um antes de excluir a conta.' },
              ],
            },
          })
        : route.fallback(),
    );
    await page.goto('/dashboard?tab=settings');
    const deleteCard = page.getByRole('region', { name: 'Excluir minha conta' });
    const alert = deleteCard.getByRole('alert');
    await expect(alert).toContainText('Antes de excluir a conta:', { timeout: 15_000 });
    await expect(alert.getByRole('listitem')).toHaveText([
      'Você tem R$ 80,00 na carteira. Solicite o saque do saldo antes de excluir a conta.',
      'Você tem contratos em andamento. Conclua ou cancele cada um antes de excluir a conta.',
    ]);
    await expect(deleteCard.getByRole('button', { name: 'Excluir minha conta' })).toBeDisabled();
    if (shotsDir) {
      await deleteCard.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shotsDir}/delete-account-blocked-390.png` });
    }
  });
});
