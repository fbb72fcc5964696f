import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, consents, profiles, users } from '../../db/schema/index.ts';
import { cookieHeader, createAccount, getSession, makeImage, modelSignUpData, multipart, randomIp, signUp, uniqueEmail } from '../../test-support/accounts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function countUsersWithEmail(email: string) {
  const rows = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(users).where(eq(users.email, email));
  return rows[0]?.count ?? 0;
}

describe('sign-up', () => {
  it('creates exactly one user, one profile and two consents, and signs the user in at once', async () => {
    const data = modelSignUpData({ email: `  ${uniqueEmail('Joana').toUpperCase()} ` });
    const res = await signUp(t.app, data);
    expect(res.statusCode, res.body).toBe(201);
    const { user } = res.json();
    const email = String(data.email).trim().toLowerCase();
    expect(user).toMatchObject({ email, name: 'Ana Souza', user_type: 'model', emailVerified: false, wallet_balance: 0, subscription_type: null });
    expect(user.profile_image_url).toMatch(new RegExp(`^/media/${user.id}/profile_images/profile-[0-9a-f]+-480\\.webp$`));

    const db = t.database.db;
    expect(await countUsersWithEmail(email)).toBe(1);
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile).toMatchObject({
      firstName: 'Ana',
      lastName: 'Souza',
      phone: '11987654321',
      city: 'São Paulo',
      state: 'SP',
      instagramHandle: 'ana.souza',
      gender: 'feminino',
      workInterests: ['catalogo', 'passarela'],
    });
    const consentRows = await db.select().from(consents).where(eq(consents.userId, user.id));
    expect(consentRows.map((row) => row.document).sort()).toEqual(['privacy', 'terms']);
    expect(consentRows.every((row) => row.version === '1.0' && row.acceptedAt instanceof Date)).toBe(true);

    const session = await getSession(t.app, cookieHeader(res));
    expect(session.json().user).toMatchObject({ id: user.id, profile_slug: user.profile_slug });
  });

  it('gives readable, unique slugs without accents: ana-souza, ana-souza-2, ana-souza-3', async () => {
    const fresh = await createTestApp();
    try {
      const slugs = [];
      for (const first of ['Ana', 'ANA', 'Âna']) slugs.push((await createAccount(fresh.app, { first_name: first, last_name: 'Sóuza' })).user.profile_slug);
      expect(slugs).toEqual(['ana-souza', 'ana-souza-2', 'ana-souza-3']);
      const other = await createAccount(fresh.app, { first_name: 'José', last_name: 'da Conceição' });
      expect(other.user.profile_slug).toBe('jose-da-conceicao');
      // Simultaneous sign-ups with one name race for the same slug; each still gets its own.
      const racing = await Promise.all(Array.from({ length: 4 }, () => createAccount(fresh.app, { first_name: 'Rui', last_name: 'Costa' })));
      expect(new Set(racing.map((account) => account.user.profile_slug))).toEqual(new Set(['rui-costa', 'rui-costa-2', 'rui-costa-3', 'rui-costa-4']));
    } finally {
      await fresh.close();
    }
  });

  it('creates contractors and photographers without model fields', async () => {
    const res = await signUp(t.app, modelSignUpData({ userType: 'contractor', model_type: null, model_physical_type: null, work_interests: [] }));
    expect(res.statusCode, res.body).toBe(201);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, res.json().user.id));
    expect(profile).toMatchObject({ gender: null, modelType: null, workInterests: [] });
  });

  it('refuses admin as a self-selected type, unknown fields and missing consent with 400', async () => {
    for (const overrides of [{ userType: 'admin' }, { user_type: 'admin' }, { role: 'admin' }, { acceptedTerms: false }]) {
      const data = modelSignUpData(overrides);
      const res = await signUp(t.app, data);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: expect.any(Array) });
      expect(await countUsersWithEmail(String(data.email))).toBe(0);
    }
  });

  it('answers the wizard’s messages for bad fields', async () => {
    const res = await signUp(t.app, modelSignUpData({ phone: '(11) 9876', email: 'ana@', state: 'XX' }));
    expect(res.statusCode).toBe(400);
    const messages = res.json().details.map((d: { message: string }) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Número de WhatsApp inválido ou incompleto.', 'Por favor, insira um email válido.', 'Estado é obrigatório.']),
    );
  });

  it('refuses a second account with the same email (409), whatever its case', async () => {
    const first = await createAccount(t.app);
    const res = await signUp(t.app, modelSignUpData({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'EMAIL_TAKEN', message: 'Este email já está cadastrado.' });
  });

  it('requires the photo and creates nothing without it', async () => {
    const data = modelSignUpData();
    const res = await signUp(t.app, data, { photo: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PHOTO_REQUIRED');
    expect(await countUsersWithEmail(String(data.email))).toBe(0);
  });

  it('creates nothing when the photo is bad', async () => {
    const data = modelSignUpData();
    const res = await signUp(t.app, data, { photo: { bytes: Buffer.from('not an image at all') } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_IMAGE');
    expect(await countUsersWithEmail(String(data.email))).toBe(0);
  });

  it('removes the user again when a step after its creation fails (no half-created account)', async () => {
    const failing = await createTestApp({
      database: t.database,
      deps: {
        storage: {
          put: async () => Promise.reject(Object.assign(new Error('no space left on device'), { code: 'ENOSPC' })),
          delete: async () => {},
          publicUrl: (key) => `/media/${key}`,
        },
      },
    });
    try {
      const data = modelSignUpData();
      const res = await signUp(failing.app, data);
      expect(res.statusCode).toBe(500);
      expect(res.json().code).toBe('INTERNAL_ERROR');
      expect(await countUsersWithEmail(String(data.email))).toBe(0);
      const orphans = await t.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(profiles)
        .where(sql`${profiles.userId} not in (select id from users)`);
      expect(orphans[0]?.count).toBe(0);
    } finally {
      await failing.app.close();
    }
  });

  it('refuses requests that are not multipart, or carry unexpected parts, with 4xx', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', headers: { origin: TEST_ORIGIN }, payload: modelSignUpData() });
    expect(json.statusCode).toBe(415);
    const body = await multipart({ data: JSON.stringify(modelSignUpData()), extra: 'x' }, { photo: { bytes: await makeImage() } });
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      remoteAddress: randomIp(),
      headers: { origin: TEST_ORIGIN, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect([400, 413]).toContain(extra.statusCode);
    const badJson = await multipart({ data: '{"email": ' }, { photo: { bytes: await makeImage() } });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      remoteAddress: randomIp(),
      headers: { origin: TEST_ORIGIN, 'content-type': badJson.contentType },
      payload: badJson.payload,
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('passwords (docs/security.md #1 and #2)', () => {
  it('refuses the most common passwords: 123456 and password123', async () => {
    for (const password of ['123456', 'password123', 'Password123', 'senha123']) {
      const data = modelSignUpData({ password });
      const res = await signUp(t.app, data);
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON', message: 'Senha muito comum. Escolha outra.' });
      expect(await countUsersWithEmail(String(data.email))).toBe(0);
    }
  });

  it('accepts a 64-character passphrase and 128 characters, refuses 129 and fewer than 6', async () => {
    const passphrase = 'o sabiá canta na palmeira enquanto a maré sobe devagar no cais 1';
    expect(passphrase).toHaveLength(64);
    const created = await signUp(t.app, modelSignUpData({ password: passphrase }));
    expect(created.statusCode, created.body).toBe(201);
    expect((await signUp(t.app, modelSignUpData({ password: 'x7'.repeat(64) }))).statusCode).toBe(201);
    const tooLong = await signUp(t.app, modelSignUpData({ password: 'x7'.repeat(64) + 'y' }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details[0].message).toBe('A senha pode ter no máximo 128 caracteres.');
    const tooShort = await signUp(t.app, modelSignUpData({ password: 'ab1' }));
    expect(tooShort.json().details[0].message).toBe('A senha deve ter pelo menos 6 caracteres.');
  });

  it('stores only a scrypt hash, and the password appears in no log line', async () => {
    const password = 'tucano-laranja-voa-sobre-o-rio';
    const { user } = await createAccount(t.app, { password });
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.userId, user.id));
    expect(account?.providerId).toBe('credential');
    // better-auth's scrypt format: 16-byte salt and 64-byte key, hex, separated by a colon.
    expect(account?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(account?.password).not.toContain(password);
    const logs = t.logs.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(password);
    expect(logs).not.toContain('11987654321');
  });
});
