import { expect, test } from '@playwright/test';
import { linkFromOutbox, pathOf, person } from '../../support/accounts.ts';
import { blockThirdParties, pageFor, phone } from '../../support/browser.ts';
import { toastItems } from '../../support/dialogs.ts';
import { bornYearsAgo, inDays } from '../../support/dates.ts';
import { publishJob } from '../../support/hiring.ts';

// README "Minors reach contractors through a guardian": a 16-year-old names her guardian in "Meu
// Perfil", the guardian confirms by the emailed link (LGPD art. 14), and only then she can apply.

const shotsDir = process.env.GUARDIAN_SHOTS_DIR;

/** The keyboard focus shows: an outline or a ring (box-shadow) on the focused element. */
async function expectVisibleFocus(locator: import('@playwright/test').Locator) {
  await expect(locator).toBeFocused();
  const style = await locator.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { outline: computed.outlineStyle !== 'none' && computed.outlineWidth !== '0px', ring: computed.boxShadow !== 'none' };
  });
  expect(style.outline || style.ring, 'a visible focus indicator').toBe(true);
}

/** Nothing wider than the screen: a phone never scrolls sideways. */
async function expectNoSidewaysScroll(page: import('@playwright/test').Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('a model of 16 names her guardian, who confirms by the emailed link; then she can apply', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const origin = String(baseURL);
  const [model, contractor] = await Promise.all([person(origin, 'model', { sendOrigin: true }), person(origin, 'contractor', { sendOrigin: true })]);
  const guardianEmail = `mae-${Date.now().toString(36)}@example.com`;
  const title = `Catálogo teen ${Date.now().toString(36)}`;
  const job = await publishJob(contractor, origin, { title, description: 'Fotos em estúdio com acompanhante.', starts_on: inDays(20), pay_cents: 40_000 });

  // She sets her birth date and her guardian in "Meu Perfil".
  const her = await pageFor(browser, origin, model, phone);
  await her.goto('/dashboard?tab=profile');
  await expect(her.getByRole('heading', { level: 2, name: 'Meu Perfil' })).toBeVisible({ timeout: 20_000 });
  await her.getByLabel('Data de nascimento').fill(bornYearsAgo(16));
  const section = her.getByRole('region', { name: 'Responsável legal' });
  await expect(section).toBeVisible();
  await section.getByLabel('Nome completo do responsável').fill('Marta Souza Lima');
  await section.getByLabel('Email do responsável').fill(guardianEmail);
  await section.getByLabel('WhatsApp do responsável').pressSequentially('19988887777');
  await expect(section.getByTestId('guardian-consent-status')).toContainText('Ao salvar, enviamos um email para o responsável confirmar a autorização.');
  const saved = her.waitForResponse((response) => response.url().endsWith('/api/profiles/me') && response.request().method() === 'PATCH');
  await her.getByRole('button', { name: 'Salvar alterações' }).click();
  expect((await saved).status()).toBe(200);
  await expect(toastItems(her).filter({ hasText: 'Perfil atualizado!' })).toBeVisible();

  const status = section.getByTestId('guardian-consent-status');
  await expect(status).toContainText('Aguardando confirmação');
  await expect(status).toContainText(`Enviamos o email para ${guardianEmail}`);
  await expect(status.getByRole('button', { name: 'Reenviar email ao responsável' })).toBeVisible();
  // The birth date is hers for good now: read-only, the support corrects it.
  await expect(her.getByLabel('Data de nascimento')).toHaveAttribute('readonly', '');
  await expectNoSidewaysScroll(her);
  // By keyboard (back from the guardian's name), the resend button shows where the focus is.
  await section.getByLabel('Nome completo do responsável').focus();
  await her.keyboard.press('Shift+Tab');
  await expectVisibleFocus(status.getByRole('button', { name: 'Reenviar email ao responsável' }));
  if (shotsDir) {
    await expect(toastItems(her)).toHaveCount(0, { timeout: 15_000 });
    await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await her.screenshot({ path: `${shotsDir}/meu-perfil-responsavel-390.png` });
  }

  // She cannot apply yet: the job page says why and where to fix it.
  await her.goto(`/vagas/${job.id}`);
  const panel = her.getByTestId('job-apply-panel');
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await panel.getByRole('button', { name: 'Candidatar-se' }).click();
  const pending = panel.getByTestId('apply-guardian-pending');
  await expect(pending).toContainText('Seu responsável ainda não confirmou a autorização. Reenvie o email em Meu Perfil.');
  await expect(pending.getByRole('link', { name: 'Ir para Meu Perfil' })).toHaveAttribute('href', '/dashboard?tab=profile');

  // The guardian opens the emailed link on a phone, with no account.
  const link = await linkFromOutbox(her.request, guardianEmail, /https?:\/\/\S+\/responsavel\/confirmar\?token=[^\s"<]+/);
  const guardianContext = await browser.newContext({ baseURL: origin, viewport: phone, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const guardian = await guardianContext.newPage();
  await blockThirdParties(guardian);
  await guardian.goto(pathOf(link));
  await expect(guardian.getByRole('heading', { level: 1, name: 'Autorização do responsável legal' })).toBeVisible({ timeout: 20_000 });
  await expect(guardian.getByText('Olá, Marta! Ana Souza se cadastrou como modelo na Passarela e informou você como responsável legal.')).toBeVisible();
  await expect(guardian.getByText('quem contratar Ana fale com você, pelo seu WhatsApp', { exact: false })).toBeVisible();
  await guardian.getByRole('button', { name: 'Confirmar autorização' }).click();
  await expect(guardian.getByText('Marque a declaração para confirmar.')).toBeVisible();
  const declaration = guardian.getByLabel('Declaro que sou responsável legal por Ana Souza e autorizo o uso da Passarela nas condições acima.');
  await expect(declaration).toBeFocused();
  await expectNoSidewaysScroll(guardian);
  // By keyboard, the checkbox shows its focus.
  await guardian.keyboard.press('Tab');
  await guardian.keyboard.press('Shift+Tab');
  await expectVisibleFocus(declaration);
  if (shotsDir) await guardian.screenshot({ path: `${shotsDir}/responsavel-confirmar-390.png`, fullPage: true });
  await declaration.check();
  await guardian.getByRole('button', { name: 'Confirmar autorização' }).click();
  await expect(guardian.getByRole('heading', { level: 1, name: 'Autorização confirmada' })).toBeVisible();
  await expect(guardian.getByText('Obrigado, Marta! Ana já pode se candidatar a vagas e receber propostas na Passarela.', { exact: false })).toBeVisible();
  if (shotsDir) await guardian.screenshot({ path: `${shotsDir}/responsavel-confirmado-390.png`, fullPage: true });
  // The link worked once.
  await guardian.reload();
  await expect(guardian.getByRole('heading', { level: 1, name: 'Link inválido ou expirado' })).toBeVisible();
  await guardianContext.close();

  // "Meu Perfil" shows it confirmed, and she applies.
  await her.goto('/dashboard?tab=profile');
  await expect(her.getByTestId('guardian-consent-status')).toContainText('Autorização confirmada', { timeout: 20_000 });
  await expect(her.getByTestId('guardian-consent-status')).toContainText(/Confirmado em \d{2}\/\d{2}\/\d{4}/);
  await her.goto(`/vagas/${job.id}`);
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await panel.getByRole('button', { name: 'Candidatar-se' }).click();
  await expect(toastItems(her).filter({ hasText: 'Candidatura enviada!' })).toBeVisible();
  await expect(panel).toContainText('Em análise');
  await her.context().close();
});
