import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { MESSAGE_PHOTO_TEXT, reportTexts } from '@passarela/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { conversationMessages, conversationParticipants, notifications, rateLimitHits } from '../../db/schema/index.ts';
import { privateFilesDir } from '../../lib/private-files/configured-private-storage.ts';
import { makeImage, multipart } from '../../test-support/accounts.ts';
import { call } from '../../test-support/hiring.ts';
import { createMailCapture } from '../../test-support/mail-capture.ts';
import { createPerson } from '../../test-support/people.ts';
import { openTestAppForFile, TEST_ORIGIN } from '../../test-support/test-app.ts';
import type { TestPerson } from '../../test-support/test-person.ts';

// Photos in messages (docs/product.md "Conversations"): private to the two people of the thread,
// in the private store (never under /media), through the gallery's checks, gone with the sender's
// account and listed in her data export.

const mail = createMailCapture();
const t = await openTestAppForFile({ deps: { mailer: mail.mailer } });

type Sent = {
  conversation_id: string;
  message: { id: string; body: string; images: Array<{ id: string; url: string; thumbnail_url: string; width: number; height: number }> };
};

async function thread(from: TestPerson, to: TestPerson): Promise<string> {
  const res = await call(t, from, 'POST', '/api/conversations', { subject: { kind: 'profile', slug: to.slug }, body: 'Olá! Vi seu portfólio.' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().conversation_id;
}

/** A 900x600 photo with a camera's EXIF and GPS, as a phone sends one. */
const geotagged = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' } })
    .toBuffer();

async function sendWithImages(who: TestPerson | null, id: string, images: Array<{ bytes: Buffer; contentType?: string }>, body?: string) {
  const form = new FormData();
  if (body !== undefined) form.append('body', body);
  for (const image of images) form.append('images', new Blob([new Uint8Array(image.bytes)], { type: image.contentType ?? 'image/jpeg' }), 'foto.jpg');
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: `/api/conversations/${id}/messages/with-images`,
    headers: { ...(who?.headers ?? { origin: TEST_ORIGIN }), 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const privateFilesOf = (userId: string) => {
  const root = path.join(privateFilesDir(t.config.dataDir), 'message-images', userId);
  return existsSync(root) ? readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()) : [];
};
const get = (who: TestPerson | null, url: string) => t.app.inject({ url, headers: who?.headers ?? {} });

describe('photos in messages', () => {
  it('a contractor sends two photos with text; the model reads them through the thread; EXIF is gone', async () => {
    const hirer = await createPerson(t, 'contractor', { firstName: 'Paulo' });
    const her = await createPerson(t, 'model', { firstName: 'Iara' });
    const id = await thread(hirer, her);
    const res = await sendWithImages(
      hirer,
      id,
      [{ bytes: await geotagged() }, { bytes: await makeImage('png', 400), contentType: 'image/png' }],
      'Referências do ensaio',
    );
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json<Sent>();
    expect(sent.message.body).toBe('Referências do ensaio');
    expect(sent.message.images.map((image) => [image.width, image.height])).toEqual([
      [900, 600],
      [400, 400],
    ]);
    const [first] = sent.message.images;
    expect(first?.url).toBe(`/api/conversations/${id}/messages/${sent.message.id}/images/${first?.id}`);
    expect(first?.thumbnail_url).toBe(`${first?.url}?size=thumb`);
    // Two copies of each, in the private store only.
    expect(privateFilesOf(hirer.id)).toHaveLength(4);
    expect(existsSync(path.join(t.config.dataDir, 'uploads', hirer.id, 'message-images'))).toBe(false);

    const [message] = (await call(t, her, 'GET', `/api/conversations/${id}/messages`)).json().items.slice(-1);
    expect(message.images).toEqual(sent.message.images);
    for (const url of [first?.url ?? '', first?.thumbnail_url ?? '']) {
      const served = await get(her, url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('private, max-age=3600');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
    expect((await sharp((await get(her, first?.thumbnail_url ?? '')).rawPayload).metadata()).width).toBe(640);
    expect((await get(hirer, first?.url ?? '')).statusCode).toBe(200);
  });

  it('nobody but the two reads a photo: a stranger, an admin and a guest get 404 or 401, and /media has nothing', async () => {
    const hirer = await createPerson(t, 'photographer');
    const her = await createPerson(t, 'model');
    const id = await thread(hirer, her);
    const sent = (await sendWithImages(hirer, id, [{ bytes: await makeImage() }])).json<Sent>();
    const image = sent.message.images[0];
    const url = image?.url ?? '';
    for (const stranger of [await createPerson(t, 'model'), await createPerson(t, 'contractor'), await createPerson(t, 'admin')]) {
      const res = await get(stranger, url);
      expect(res.statusCode, stranger.type).toBe(404);
      expect(res.json()).toMatchObject({ code: 'MEDIA_NOT_FOUND', message: 'Foto não encontrada.' });
      // Nor by guessing another thread around the same ids.
      expect((await get(stranger, url.replace(id, crypto.randomUUID()))).statusCode).toBe(404);
      expect((await sendWithImages(stranger, id, [{ bytes: await makeImage() }])).statusCode).toBe(404);
    }
    expect(privateFilesOf(hirer.id)).toHaveLength(2);
    const guest = await get(null, url);
    expect(guest.statusCode).toBe(401);
    expect(guest.headers['cache-control']).toBe('no-store');
    // The files exist, but no public URL reaches them.
    for (const guess of [`/media/message-images/${hirer.id}/${image?.id}/photo-1600.webp`, `/media/${hirer.id}/message-images/${image?.id}/photo-1600.webp`]) {
      expect((await get(her, guess)).statusCode).toBe(404);
    }
  });

  it('a photo alone reads as [foto] in the list, the bell and the email; text alone or nothing at all', async () => {
    const hirer = await createPerson(t, 'contractor', { firstName: 'Rui' });
    const her = await createPerson(t, 'model', { firstName: 'Lena' });
    const id = await thread(hirer, her);
    await call(t, her, 'POST', `/api/conversations/${id}/read`);
    await t.database.db.delete(notifications).where(eq(notifications.userId, her.id));
    // The thread's email slot was taken by the first message: free it, as an hour would.
    await t.database.db.update(conversationParticipants).set({ lastEmailedAt: null }).where(eq(conversationParticipants.conversationId, id));
    const photoOnly = await sendWithImages(hirer, id, [{ bytes: await makeImage() }]);
    expect(photoOnly.statusCode, photoOnly.body).toBe(201);
    expect(photoOnly.json().message.body).toBe('');
    const list = (await call(t, her, 'GET', '/api/conversations')).json();
    expect(list.items.find((item: { id: string }) => item.id === id).last_message.body).toBe(MESSAGE_PHOTO_TEXT);
    await t.drainJobs();
    const [bell] = await t.database.db.select().from(notifications).where(eq(notifications.userId, her.id));
    expect(bell?.body).toBe(`Rui Teste enviou uma mensagem: "${MESSAGE_PHOTO_TEXT}"`);
    expect(mail.to(her.email).at(-1)?.text).toContain(`"${MESSAGE_PHOTO_TEXT}"`);

    const textOnly = await sendWithImages(hirer, id, [], 'Só texto');
    expect(textOnly.statusCode, textOnly.body).toBe(201);
    expect(textOnly.json().message).toMatchObject({ body: 'Só texto', images: [] });
    const empty = await sendWithImages(hirer, id, [], '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'images', message: 'Escreva uma mensagem ou anexe uma foto.' }] });
  });

  it('refuses a fifth photo, a file that is not an image, other fields and JSON, storing nothing', async () => {
    const hirer = await createPerson(t, 'contractor');
    const her = await createPerson(t, 'model');
    const id = await thread(hirer, her);
    const photo = { bytes: await makeImage() };
    const five = await sendWithImages(hirer, id, [photo, photo, photo, photo, photo], 'Cinco');
    expect(five.statusCode).toBe(400);
    expect(five.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'images', message: 'Envie no máximo 4 fotos por mensagem.' }] });
    const html = await sendWithImages(hirer, id, [photo, { bytes: Buffer.from('<html><script>alert(1)</script></html>') }]);
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({ code: 'INVALID_IMAGE', message: 'Foto 2: Envie uma imagem JPEG, PNG ou WebP válida.', details: { index: 1 } });
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect((await sendWithImages(hirer, id, [{ bytes: gif, contentType: 'image/gif' }])).json()).toMatchObject({
      code: 'INVALID_IMAGE',
      message: 'Envie uma imagem JPEG, PNG ou WebP válida.',
    });
    const other = await multipart({ legenda: 'x' }, { images: photo });
    const otherField = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages/with-images`,
      headers: { ...hirer.headers, 'content-type': other.contentType },
      payload: other.payload,
    });
    expect(otherField.statusCode).toBe(400);
    const json = await call(t, hirer, 'POST', `/api/conversations/${id}/messages/with-images`, { body: 'oi' });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(privateFilesOf(hirer.id)).toEqual([]);
    expect((await call(t, her, 'GET', `/api/conversations/${id}/messages`)).json().items).toHaveLength(1);
  });

  it('hides contacts in the text as any message; a block refuses the message and removes its files', async () => {
    const hirer = await createPerson(t, 'contractor');
    const her = await createPerson(t, 'model');
    const id = await thread(hirer, her);
    const shielded = await sendWithImages(hirer, id, [{ bytes: await makeImage() }], 'Meu zap 11 98765-4321');
    expect(shielded.json()).toMatchObject({ hidden: ['phone'], message: { contact_hidden: true } });
    expect(privateFilesOf(hirer.id)).toHaveLength(2);
    await t.app.inject({ method: 'PUT', url: `/api/blocks/${hirer.id}`, headers: her.headers });
    const blocked = await sendWithImages(hirer, id, [{ bytes: await makeImage() }]);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('CONVERSATION_BLOCKED');
    expect(privateFilesOf(hirer.id)).toHaveLength(2);
  });

  it('a message the moderation hid keeps its photos for its sender only', async () => {
    const hirer = await createPerson(t, 'contractor');
    const her = await createPerson(t, 'model');
    const id = await thread(hirer, her);
    const sent = (await sendWithImages(hirer, id, [{ bytes: await makeImage() }])).json<Sent>();
    await t.database.db.update(conversationMessages).set({ moderationHiddenBy: 'reports' }).where(eq(conversationMessages.id, sent.message.id));
    const [mine] = (await call(t, hirer, 'GET', `/api/conversations/${id}/messages`)).json().items.slice(-1);
    const [theirs] = (await call(t, her, 'GET', `/api/conversations/${id}/messages`)).json().items.slice(-1);
    expect(mine.images).toHaveLength(1);
    expect(theirs).toMatchObject({ body: reportTexts.hiddenMessage, images: [] });
    expect((await get(hirer, sent.message.images[0]?.url ?? '')).statusCode).toBe(200);
    expect((await get(her, sent.message.images[0]?.url ?? '')).statusCode).toBe(404);
  });

  it('limits messages with photos per hour', async () => {
    const hirer = await createPerson(t, 'contractor');
    const her = await createPerson(t, 'model');
    const id = await thread(hirer, her);
    await t.database.db.insert(rateLimitHits).values({ key: `message-images:user:${hirer.id}`, windowStart: new Date(), count: 30 });
    const over = await sendWithImages(hirer, id, [{ bytes: await makeImage() }]);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    // Text goes through as ever.
    expect((await sendWithImages(hirer, id, [], 'Sem foto')).statusCode).toBe(201);
  });

  it('her export lists the photos she sent, not the other side’s; deleting her account deletes them', async () => {
    const hirer = await createPerson(t, 'contractor');
    const her = await createPerson(t, 'model');
    const id = await thread(hirer, her);
    const hers = (await sendWithImages(her, id, [{ bytes: await makeImage() }, { bytes: await makeImage('webp') }], 'Minhas fotos')).json<Sent>();
    const his = (await sendWithImages(hirer, id, [{ bytes: await makeImage() }])).json<Sent>();
    const cookie = { origin: TEST_ORIGIN, cookie: her.cookie };

    const exported = await t.app.inject({ method: 'POST', url: '/api/auth/export-data', headers: cookie, payload: {} });
    expect(exported.statusCode, exported.body).toBe(200);
    const listed = exported.json().message_images_sent as Array<{ id: string; url: string }>;
    expect(listed.map((image) => image.url)).toEqual(hers.message.images.map((image) => image.url));
    expect(exported.body).not.toContain(his.message.images[0]?.id);

    expect(privateFilesOf(her.id)).toHaveLength(4);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: cookie,
      payload: { currentPassword: her.password, confirmation: 'EXCLUIR' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // The rows go with the deletion; the files once the job ran.
    expect(
      (await call(t, hirer, 'GET', `/api/conversations/${id}/messages`)).json().items.find((m: { id: string }) => m.id === hers.message.id).images,
    ).toEqual([]);
    expect((await get(hirer, hers.message.images[0]?.url ?? '')).statusCode).toBe(404);
    await t.drainJobs();
    expect(privateFilesOf(her.id)).toEqual([]);
    // His photos stay his.
    expect(privateFilesOf(hirer.id)).toHaveLength(2);
    expect((await get(hirer, his.message.images[0]?.url ?? '')).statusCode).toBe(200);
  });
});
