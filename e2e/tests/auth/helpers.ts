import { randomBytes } from 'node:crypto';
import { type Locator, type Page, expect } from '@playwright/test';
import sharp from 'sharp';

export { blockThirdParties, loginDialogTitle, registerDialogTitle, toastItems } from '../shell/helpers.ts';

/** A fresh address per test, so tests never share an account. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${randomBytes(3).toString('hex')}@exemplo.com.br`;
}

/** A password that is not in the common-password list. */
export const strongPassword = 'passarela-ensaio-na-praia-42';

/** A real, deliberately non-square photo: cropping shows up as a square stored image. */
export async function makePhoto(format: 'jpeg' | 'png' = 'jpeg', width = 900, height = 600): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r: 240, g: 50, b: 136 } } })
    .toFormat(format)
    .toBuffer();
  return { name: `foto.${format === 'jpeg' ? 'jpg' : format}`, mimeType: `image/${format}`, buffer };
}

export interface CreatedUser {
  email: string;
  password: string;
  firstName: string;
  slug: string;
}

/** Creates an account through the API (multipart, as the wizard sends it), as a fixture. */
export async function createUserThroughApi(baseURL: string, overrides: Record<string, unknown> = {}): Promise<CreatedUser> {
  const email = uniqueEmail('fixture');
  const data = {
    userType: 'contractor',
    first_name: 'Carla',
    last_name: 'Mendes',
    email,
    password: strongPassword,
    phone: '11987654321',
    city: 'Campinas',
    state: 'SP',
    instagram_handle_raw: '@carla.mendes',
    acceptedTerms: true,
    ...overrides,
  };
  const photo = await makePhoto();
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  form.append('photo', new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }), photo.name);
  const response = await fetch(`${baseURL}/api/auth/sign-up`, { method: 'POST', body: form, headers: { origin: baseURL } });
  const body = (await response.json()) as { user?: { profile_slug: string | null } };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return { email: data.email, password: data.password, firstName: data.first_name, slug: body.user?.profile_slug ?? '' };
}

/** The session as the page's own cookies see it. */
export async function sessionInPage(
  page: Page,
): Promise<{ user: { email: string; user_type: string; profile_slug: string | null; profile_image_url: string | null } | null }> {
  return page.evaluate(async () => (await fetch('/api/auth/session')).json());
}

/** Width and height of an image the server stores, fetched like the browser would. */
export async function storedImageSize(page: Page, url: string): Promise<{ width: number; height: number }> {
  const response = await page.request.get(url);
  expect(response.ok()).toBe(true);
  const metadata = await sharp(await response.body()).metadata();
  return { width: metadata.width ?? 0, height: metadata.height ?? 0 };
}

/** Clicks 'Continuar' and expects the wizard to be on `step` of `total`. */
export async function continueTo(dialog: Locator, step: number, total: number): Promise<void> {
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByText(`Passo ${step} de ${total}`)).toBeVisible();
}

/** The wizard's steps 2 to 5, the same for every account type. */
export async function fillCommonSteps(dialog: Locator, answers: { firstName: string; lastName: string; email: string; total: number }): Promise<void> {
  const { total } = answers;
  await continueTo(dialog, 2, total);
  await dialog.getByLabel('Nome', { exact: true }).fill(answers.firstName);
  await dialog.getByLabel('Sobrenome', { exact: true }).fill(answers.lastName);
  await dialog.getByLabel('Email', { exact: true }).fill(`  ${answers.email}  `);
  await dialog.getByLabel('Senha', { exact: true }).fill(strongPassword);
  await dialog.getByLabel('Confirmar Senha', { exact: true }).fill(strongPassword);
  await continueTo(dialog, 3, total);
  await dialog.getByLabel('Cidade').fill('Rio de Janeiro');
  await dialog.getByLabel('Estado').selectOption('RJ');
  await continueTo(dialog, 4, total);
  const phone = dialog.getByLabel('WhatsApp');
  await phone.pressSequentially('21987654321');
  await expect(phone).toHaveValue('(21) 98765-4321');
  await continueTo(dialog, 5, total);
  await dialog.getByLabel('Instagram').fill(`https://www.instagram.com/${answers.firstName.toLowerCase()}.e2e/`);
  await expect(dialog.getByText(`Será salvo como: @${answers.firstName.toLowerCase()}.e2e`)).toBeVisible();
}
