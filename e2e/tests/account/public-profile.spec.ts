import { expect, test } from '../../support/test.ts';
import { blockThirdParties } from '../../support/browser.ts';

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

test('an unknown slug shows the not-found message', async ({ page }) => {
  await page.goto('/perfil/ninguem-com-este-nome');
  await expect(page.getByText('Perfil não encontrado ou indisponível.')).toBeVisible();
  await expect(page.locator('li[data-variant]')).toHaveCount(0);
});

test('a failed lookup shows its message in red and the Erro ao Buscar Perfil toast', async ({ page }) => {
  await page.route('**/api/profiles/alguem', (route) =>
    route.fulfill({ status: 503, json: { code: 'DATABASE_UNAVAILABLE', message: 'Serviço temporariamente indisponível. Tente novamente em instantes.' } }),
  );
  await page.goto('/perfil/alguem');
  const message = page.getByRole('alert').filter({ hasText: 'Serviço temporariamente indisponível' });
  await expect(message).toBeVisible({ timeout: 15_000 });
  await expect(message).toHaveClass(/text-red-700/);
  await expect(page.locator('li[data-variant="destructive"]').filter({ hasText: 'Erro ao Buscar Perfil' })).toBeVisible();
});

test('a guest sees the profile with photo, place and model details, without phone or edit link', async ({ page, sharedAccounts }) => {
  // The shared model may have been edited by another test: compare with what the API holds now.
  const { account } = await sharedAccounts.get('model');
  const { profile } = (await (await page.request.get(`/api/profiles/${account.slug}`)).json()) as { profile: { city: string; state: string } };

  await page.goto(`/perfil/${account.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Souza' })).toBeVisible();
  const photo = page.getByRole('img', { name: 'Foto de Ana Souza' });
  await expect(photo).toHaveAttribute('srcset', /-160\.webp 160w, .*-480\.webp 480w, .*-960\.webp 960w/);
  await expect(photo).toHaveAttribute('width', '192');
  await expect(page.getByText(`${profile.city}, ${profile.state}`)).toBeVisible();
  await expect(page.getByText('Morena')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^Catálogo$/ })).toBeVisible();
  await expect(page.getByText(/98765|91234/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Editar perfil' })).toHaveCount(0);
});
