import { existsSync } from 'node:fs';
import path from 'node:path';
import { PROFILE_IMAGE_MAX_BYTES } from '@passarela/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, getSession, makeImage, type MultipartFile, multipart } from '../../test-support/accounts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const validEdit = {
  first_name: 'Júlia',
  last_name: 'Mendes',
  phone: '(21) 99876-1234',
  city: 'Niterói',
  state: 'RJ',
  instagram_handle_raw: 'https://instagram.com/julia.mendes/',
  gender: 'feminino',
  model_type: 'ruiva',
  model_physical_type: 'magra',
  model_characteristics: ['tatuada'],
  work_interests: ['fotografia'],
  company_name: 'Não vale para modelos',
};

function patch(cookie: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'PATCH', url: '/api/profiles/me', headers: { origin: TEST_ORIGIN, cookie }, payload });
}

async function putPhoto(cookie: string, file: MultipartFile) {
  const body = await multipart({}, { photo: file });
  return t.app.inject({
    method: 'PUT',
    url: '/api/profiles/me/photo',
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
}

function fileOf(url: string) {
  return path.join(t.config.dataDir, 'uploads', url.replace(/^\/media\//, ''));
}

describe('PATCH /api/profiles/me', () => {
  it('saves every field, derives the Instagram handle, renames the account and keeps the slug', async () => {
    const account = await createAccount(t.app);
    const res = await patch(account.cookie, validEdit);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({
      profile_slug: account.user.profile_slug,
      first_name: 'Júlia',
      last_name: 'Mendes',
      phone: '21998761234',
      city: 'Niterói',
      state: 'RJ',
      instagram_handle: 'julia.mendes',
      model_type: 'ruiva',
      model_characteristics: ['tatuada'],
      work_interests: ['fotografia'],
      company_name: null,
    });
    expect((await getSession(t.app, account.cookie)).json().user).toMatchObject({ name: 'Júlia Mendes', profile_slug: account.user.profile_slug });
    const publicView = await t.app.inject({ url: `/api/profiles/${account.user.profile_slug}` });
    expect(publicView.json().profile.first_name).toBe('Júlia');
    expect(publicView.body).not.toContain('21998761234');
  });

  it('drops model answers for contractors and keeps their company details', async () => {
    const contractor = await createAccount(t.app, {
      userType: 'contractor',
      gender: undefined,
      model_type: undefined,
      model_physical_type: undefined,
      model_characteristics: [],
      work_interests: [],
    });
    const res = await patch(contractor.cookie, { ...validEdit, company_name: 'Estúdio Luz', company_website: 'https://luz.example' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({
      model_type: null,
      gender: null,
      model_characteristics: [],
      company_name: 'Estúdio Luz',
      company_website: 'https://luz.example/',
    });
  });

  it('answers the wizard’s messages for bad fields and refuses unknown ones (profile_slug included)', async () => {
    const account = await createAccount(t.app);
    const bad = await patch(account.cookie, { ...validEdit, first_name: ' ', phone: '123', instagram_handle_raw: '@@@' });
    expect(bad.statusCode).toBe(400);
    const messages = bad.json().details.map((d: { message: string }) => d.message);
    expect(messages).toEqual(expect.arrayContaining(['Nome é obrigatório.', 'Número de WhatsApp inválido ou incompleto.', 'Instagram é obrigatório.']));
    for (const extra of [{ profile_slug: 'outro' }, { user_type: 'admin' }, { email: 'x@y.z' }]) {
      expect((await patch(account.cookie, { ...validEdit, ...extra })).statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/profiles/me', headers: { cookie: account.cookie } })).json().profile.first_name).toBe('Ana');
  });

  it('changes only the caller’s own profile (ownership)', async () => {
    const owner = await createAccount(t.app);
    const other = await createAccount(t.app, { first_name: 'Carla' });
    await patch(owner.cookie, validEdit);
    const otherProfile = (await t.app.inject({ method: 'GET', url: '/api/profiles/me', headers: { cookie: other.cookie } })).json().profile;
    expect(otherProfile).toMatchObject({ user_id: other.user.id, first_name: 'Carla' });
    expect((await t.app.inject({ method: 'PATCH', url: '/api/profiles/me', headers: { origin: TEST_ORIGIN }, payload: validEdit })).statusCode).toBe(401);
  });
});

describe('PATCH /api/profiles/me: profile details (comp card, specialties, visibility)', () => {
  const compCard = {
    bio: 'Modelo há cinco anos, Campinas e região.',
    birth_date: '2000-05-10',
    height_cm: 175,
    bust_cm: 86,
    waist_cm: 62,
    hips_cm: 90,
    hair_color: 'castanho_escuro',
    eye_color: 'verde',
    shoe_size: '37',
    profile_categories: ['fashion_editorial', 'runway_catwalk', 'fashion_editorial'],
  };
  const ownView = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/profiles/me', headers: { cookie } })).json().profile;
  const publicView = async (slug: string) => t.app.inject({ url: `/api/profiles/${slug}` });

  it('a model saves her comp card; the public view shows the age, never the birth date', async () => {
    const account = await createAccount(t.app);
    const res = await patch(account.cookie, { ...validEdit, ...compCard });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({ ...compCard, profile_categories: ['fashion_editorial', 'runway_catwalk'], is_hidden: false });
    const shown = await publicView(account.user.profile_slug);
    expect(shown.json().profile).toMatchObject({
      bio: compCard.bio,
      height_cm: 175,
      bust_cm: 86,
      hair_color: 'castanho_escuro',
      shoe_size: '37',
      is_verified: false,
    });
    expect(shown.json().profile.age).toBeGreaterThanOrEqual(25);
    expect(shown.json().profile).not.toHaveProperty('birth_date');
    expect(shown.body).not.toContain('2000-05-10');
  });

  it('absent keeps what is stored, null clears it (the birth date, set once, stays)', async () => {
    const account = await createAccount(t.app);
    await patch(account.cookie, { ...validEdit, ...compCard });
    expect((await patch(account.cookie, validEdit)).statusCode).toBe(200);
    expect(await ownView(account.cookie)).toMatchObject({
      height_cm: 175,
      birth_date: '2000-05-10',
      profile_categories: ['fashion_editorial', 'runway_catwalk'],
    });
    const cleared = await patch(account.cookie, {
      ...validEdit,
      bio: null,
      height_cm: null,
      hair_color: null,
      birth_date: '2000-05-10',
      profile_categories: [],
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().profile).toMatchObject({
      bio: null,
      height_cm: null,
      hair_color: null,
      birth_date: '2000-05-10',
      profile_categories: [],
      bust_cm: 86,
    });
  });

  it("answers the shared schema's messages for out-of-range details and stores nothing", async () => {
    const account = await createAccount(t.app);
    const nextYear = new Date().getFullYear() + 1;
    const bad = await patch(account.cookie, {
      ...validEdit,
      ...compCard,
      height_cm: 300,
      waist_cm: 20.5,
      birth_date: `${nextYear}-01-01`,
      hair_color: 'verde-limão',
      bio: 'a'.repeat(2001),
    });
    expect(bad.statusCode).toBe(400);
    // The first message per field, as the form shows it (a future date also fails the age rule).
    const byPath: Record<string, string> = {};
    for (const d of bad.json().details as Array<{ path: string; message: string }>) byPath[d.path] ??= d.message;
    expect(byPath).toMatchObject({
      height_cm: 'A altura deve estar entre 100 e 230 cm.',
      waist_cm: 'Informe a medida em centímetros, sem casas decimais.',
      birth_date: 'A data de nascimento não pode estar no futuro.',
      hair_color: 'Cor de cabelo inválida.',
      bio: 'A bio pode ter até 2000 caracteres.',
    });
    expect(await ownView(account.cookie)).toMatchObject({ height_cm: null, bio: null, first_name: 'Ana' });
  });

  it('comp-card fields are dropped for photographers, who keep their specialties and bio', async () => {
    const photographer = await createAccount(t.app, {
      userType: 'photographer',
      gender: undefined,
      model_type: undefined,
      model_physical_type: undefined,
      model_characteristics: [],
      work_interests: [],
    });
    const res = await patch(photographer.cookie, { ...validEdit, ...compCard, photographer_specialties: ['eventos', 'moda_editorial'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({
      bio: compCard.bio,
      height_cm: null,
      hair_color: null,
      shoe_size: null,
      profile_categories: [],
      photographer_specialties: ['eventos', 'moda_editorial'],
    });
    // A model cannot hold specialties.
    const model = await createAccount(t.app);
    const modelRes = await patch(model.cookie, { ...validEdit, photographer_specialties: ['eventos'] });
    expect(modelRes.json().profile.photographer_specialties).toEqual([]);
  });

  it('a hidden profile leaves the lists but its link still opens', async () => {
    const account = await createAccount(t.app);
    const word = `h4oculta${Date.now().toString(36)}`;
    await patch(account.cookie, { ...validEdit, bio: `Palavra única ${word}` });
    const listed = async () => (await t.app.inject({ url: `/api/models?q=${word}` })).json().items.map((card: { profile_slug: string }) => card.profile_slug);
    expect(await listed()).toEqual([account.user.profile_slug]);
    const hidden = await patch(account.cookie, { ...validEdit, is_hidden: true });
    expect(hidden.json().profile.is_hidden).toBe(true);
    expect(await listed()).toEqual([]);
    expect((await publicView(account.user.profile_slug)).statusCode).toBe(200);
    // Saving without the switch keeps it hidden; turning it off brings the card back.
    await patch(account.cookie, validEdit);
    expect(await listed()).toEqual([]);
    await patch(account.cookie, { ...validEdit, is_hidden: false });
    expect(await listed()).toEqual([account.user.profile_slug]);
  });
});

describe('PUT /api/profiles/me/photo (docs/security.md #14)', () => {
  it('replaces the photo: new copies served with nosniff in several widths, old files removed', async () => {
    const account = await createAccount(t.app);
    const oldUrl = account.user.profile_image_url;
    expect(existsSync(fileOf(oldUrl))).toBe(true);
    const res = await putPhoto(account.cookie, { bytes: await makeImage('png', 1200), filename: '../../../etc/passwd.png', contentType: 'image/png' });
    expect(res.statusCode, res.body).toBe(200);
    const newUrl: string = res.json().profile.profile_image_url;
    expect(newUrl).toMatch(new RegExp(`^/media/${account.user.id}/profile_images/profile-[0-9a-f]{12}-480\\.webp$`));
    expect(newUrl).not.toBe(oldUrl);
    expect(existsSync(fileOf(oldUrl))).toBe(false);
    expect(existsSync(fileOf(oldUrl.replace('-480', '-960')))).toBe(false);
    for (const width of [160, 480, 960]) {
      const served = await t.app.inject({ url: newUrl.replace('-480', `-${width}`) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
    }
    expect((await getSession(t.app, account.cookie)).json().user.profile_image_url).toBe(newUrl);
  });

  it('strips GPS: a geotagged JPEG is stored without any metadata', async () => {
    const account = await createAccount(t.app);
    const geotagged = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 10, g: 90, b: 50 } } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' } })
      .toBuffer();
    expect((await sharp(geotagged).metadata()).exif).toBeDefined();
    const res = await putPhoto(account.cookie, { bytes: geotagged });
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.app.inject({ url: res.json().profile.profile_image_url });
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
  });

  it('refuses a polyglot, an oversized file and a huge-pixel PNG, keeping the old photo', async () => {
    const account = await createAccount(t.app);
    const polyglot = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>')]);
    const oversized = Buffer.concat([await makeImage('jpeg'), Buffer.alloc(PROFILE_IMAGE_MAX_BYTES + 1)]);
    const huge = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const cases: Array<[Buffer, number, string]> = [
      [polyglot, 400, 'INVALID_IMAGE'],
      [oversized, 413, 'IMAGE_TOO_LARGE'],
      [huge, 400, 'IMAGE_DIMENSIONS_TOO_LARGE'],
    ];
    for (const [bytes, status, code] of cases) {
      const res = await putPhoto(account.cookie, { bytes });
      expect(res.statusCode, code).toBe(status);
      expect(res.json().code).toBe(code);
    }
    expect((await getSession(t.app, account.cookie)).json().user.profile_image_url).toBe(account.user.profile_image_url);
    expect(existsSync(fileOf(account.user.profile_image_url))).toBe(true);
  });

  it('refuses a missing photo, extra parts and non-multipart bodies with 4xx; guests 401', async () => {
    const account = await createAccount(t.app);
    const extra = await multipart({ data: '{}' }, { photo: { bytes: await makeImage() } });
    const cases = [
      { 'content-type': extra.contentType, payload: extra.payload },
      { 'content-type': 'application/json', payload: '{}' },
      { 'content-type': 'multipart/form-data; boundary=abc', payload: '--abc--\r\n' },
    ];
    for (const { payload, ...headers } of cases) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/profiles/me/photo',
        headers: { origin: TEST_ORIGIN, cookie: account.cookie, ...headers },
        payload,
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const body = await multipart({}, { photo: { bytes: await makeImage() } });
    const guest = await t.app.inject({
      method: 'PUT',
      url: '/api/profiles/me/photo',
      headers: { origin: TEST_ORIGIN, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(guest.statusCode).toBe(401);
  });
});
