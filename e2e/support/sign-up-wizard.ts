import { type Locator, type Page, expect } from '@playwright/test';
import { strongPassword } from './accounts.ts';
import { registerDialogTitle } from './dialogs.ts';

/** The register dialog (the wizard) of the auth modal. */
export function registerDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: registerDialogTitle });
}

/** Clicks 'Continuar' and expects the wizard to be on `step` of `total`. */
export async function continueTo(dialog: Locator, step: number, total: number): Promise<void> {
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByText(`Passo ${step} de ${total}`)).toBeVisible();
}

/** Step 2, 'Seus Dados', filled with valid answers (the email with spaces around, as people paste it). */
export async function fillPersonalStep(dialog: Locator, answers: { firstName: string; lastName: string; email: string }): Promise<void> {
  await dialog.getByLabel('Nome', { exact: true }).fill(answers.firstName);
  await dialog.getByLabel('Sobrenome', { exact: true }).fill(answers.lastName);
  await dialog.getByLabel('Email', { exact: true }).fill(`  ${answers.email}  `);
  await dialog.getByLabel('Senha', { exact: true }).fill(strongPassword);
  await dialog.getByLabel('Confirmar Senha', { exact: true }).fill(strongPassword);
}

/** Step 3, 'Localização': Rio de Janeiro, RJ. */
export async function fillLocationStep(dialog: Locator): Promise<void> {
  await dialog.getByLabel('Cidade').fill('Rio de Janeiro');
  await dialog.getByLabel('Estado').selectOption('RJ');
}

/** Step 4, 'WhatsApp': typed digit by digit, so the mask shows (21) 98765-4321. */
export async function fillWhatsappStep(dialog: Locator): Promise<void> {
  const phone = dialog.getByLabel('WhatsApp');
  await phone.pressSequentially('21987654321');
  await expect(phone).toHaveValue('(21) 98765-4321');
}

/** The wizard's steps 2 to 5, the same for every account type. */
export async function fillCommonSteps(dialog: Locator, answers: { firstName: string; lastName: string; email: string; total: number }): Promise<void> {
  const { total } = answers;
  await continueTo(dialog, 2, total);
  await fillPersonalStep(dialog, answers);
  await continueTo(dialog, 3, total);
  await fillLocationStep(dialog);
  await continueTo(dialog, 4, total);
  await fillWhatsappStep(dialog);
  await continueTo(dialog, 5, total);
  await dialog.getByLabel('Instagram').fill(`https://www.instagram.com/${answers.firstName.toLowerCase()}.e2e/`);
  await expect(dialog.getByText(`Será salvo como: @${answers.firstName.toLowerCase()}.e2e`)).toBeVisible();
}
