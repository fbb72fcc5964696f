import { type Page, expect, test } from '@playwright/test';
import { person } from '../../support/accounts.ts';
import { pageFor, phone } from '../../support/browser.ts';
import { expectNoSidewaysScroll, settle } from '../../support/page-width.ts';
import { profilePhotoPath } from '../../support/photos.ts';

/**
 * Photos in messages (issue 28), on two phones: the contractor attaches a photo, sees its preview
 * and can take it out; a file that is not a photo is refused in Portuguese before sending; the
 * model, her thread open, sees the photo arrive and opens it full size. The photo comes only from
 * the thread's private route, never from /media.
 */

test.use({ viewport: phone });

// CONVERSATION_SHOTS_DIR=<dir> keeps the phone screenshots of the composer and the thread there.
const shotsDir = process.env.CONVERSATION_SHOTS_DIR;

const thread = (page: Page) => page.getByTestId('conversation-thread');
const messagesIn = (page: Page) => thread(page).getByTestId('message');

test('the contractor attaches a photo to a message; the model sees it in the thread', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const origin = String(baseURL);
  const model = await person(origin, 'model', { sendOrigin: true });
  const contractor = await person(origin, 'contractor', { sendOrigin: true });
  const started = await contractor.api.post('/api/conversations', {
    data: { subject: { kind: 'profile', slug: model.account.slug }, body: 'Olá! Vou mandar a referência do look.' },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { conversation_id: id } = (await started.json()) as { conversation_id: string };

  const her = await pageFor(browser, origin, model, phone);
  await her.goto(`/mensagens/${id}`);
  await expect(messagesIn(her)).toHaveCount(1, { timeout: 20_000 });

  const him = await pageFor(browser, origin, contractor, phone);
  await him.goto(`/mensagens/${id}`);
  await expect(messagesIn(him)).toHaveCount(1, { timeout: 20_000 });
  const attach = thread(him).getByRole('button', { name: 'Anexar foto' });
  const input = thread(him).getByTestId('message-photo-input');

  // Not a photo: refused at once, in Portuguese, nothing attached.
  await input.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('não é uma foto') });
  await expect(thread(him).getByRole('alert')).toHaveText('Envie uma imagem JPEG, PNG ou WebP.');
  await expect(thread(him).getByTestId('picked-photos')).toHaveCount(0);

  // Two photos picked through the button, one taken out again.
  const chooser = him.waitForEvent('filechooser');
  await attach.click();
  await (await chooser).setFiles([profilePhotoPath, profilePhotoPath]);
  const picked = thread(him).getByTestId('picked-photos').getByRole('listitem');
  await expect(picked).toHaveCount(2);
  await thread(him).getByRole('button', { name: 'Remover foto 2' }).click();
  await expect(picked).toHaveCount(1);
  await settle(him);
  await expectNoSidewaysScroll(him, 'the composer with a photo');
  if (shotsDir) await him.screenshot({ path: `${shotsDir}/composer-photo-390.png` });

  await thread(him).getByLabel('Mensagem', { exact: true }).fill('Essa é a referência do look');
  const sent = him.waitForResponse((response) => response.url().endsWith('/messages/with-images') && response.request().method() === 'POST');
  await thread(him).getByRole('button', { name: 'Enviar' }).click();
  expect((await sent).status()).toBe(201);
  await expect(thread(him).getByTestId('picked-photos')).toHaveCount(0);
  await expect(messagesIn(him).last().getByRole('img', { name: 'Foto' })).toBeVisible();

  // She sees it arrive without reloading, loaded from the thread's own route.
  const photo = messagesIn(her).last().getByRole('img', { name: 'Foto' });
  await expect(photo).toBeVisible({ timeout: 20_000 });
  await expect(messagesIn(her).last()).toContainText('Essa é a referência do look');
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const src = String(await photo.getAttribute('src'));
  expect(src).toMatch(new RegExp(`^/api/conversations/${id}/messages/[0-9a-f-]{36}/images/[0-9a-f-]{36}\\?size=thumb$`));
  await settle(her);
  await expectNoSidewaysScroll(her, 'the thread with a photo');
  if (shotsDir) await her.screenshot({ path: `${shotsDir}/thread-photo-390.png` });

  // A tap opens the full-size photo in a new tab; someone outside the thread gets nothing.
  const link = messagesIn(her).last().getByRole('link', { name: /Foto/ });
  const [full] = await Promise.all([her.context().waitForEvent('page'), link.click()]);
  await full.waitForLoadState();
  expect(full.url()).toBe(`${origin}${src.replace('?size=thumb', '')}`);
  const outsider = await person(origin, 'contractor', { sendOrigin: true });
  expect((await outsider.api.get(src)).status()).toBe(404);

  await her.context().close();
  await him.context().close();
  await model.api.dispose();
  await contractor.api.dispose();
  await outsider.api.dispose();
});
