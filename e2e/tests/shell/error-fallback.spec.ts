import { expect, test } from '@playwright/test';
import { blockThirdParties } from '../../support/browser.ts';

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

// ?__throw=1 is the app's documented test hook: a component throws during render.
for (const path of ['/?__throw=1', '/modelos?__throw=1']) {
  test(`a render error on ${path} shows the fallback, and 'Tentar Novamente' goes to /`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Ops! Algo deu um tropeção...' })).toBeVisible();
    await expect(page.getByText(/está em fase beta/)).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);

    await page.getByRole('button', { name: 'Tentar Novamente' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Onde modelos');
  });
}
