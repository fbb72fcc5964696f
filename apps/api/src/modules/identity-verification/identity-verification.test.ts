import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { IDENTITY_SUBMISSIONS_PER_DAY } from '@passarela/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditLog, identityVerifications, notifications, profiles } from '../../db/schema/index.ts';
import { createAccount, makeImage, multipart, type MultipartFile } from '../../test-support/accounts.ts';
import { createPerson } from '../../test-support/people.ts';
import { openTestAppForFile, TEST_ORIGIN } from '../../test-support/test-app.ts';
import type { TestPerson } from '../../test-support/test-person.ts';
import { createIdentityVerificationRepository } from './identity-verification.repository.ts';

// Issue 29, identity verification: the person's submission, the admin's queue and decision, the
// private files (never under /media, docs/security.md #14), the CPF never in clear (#25).

const t = await openTestAppForFile();
const admin = await createPerson(t, 'admin', { firstName: 'Adm' });
const privateDir = path.join(t.config.dataDir, 'private');
const uploadsDir = path.join(t.config.dataDir, 'uploads');

const CPF = '529.982.247-25';
const CPF_DIGITS = '52998224725';

/** JPEG with the GPS position of São Paulo in its EXIF, as a phone camera writes it. */
function jpegWithGps() {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera 9' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' },
    })
    .toBuffer();
}

async function submit(person: Pick<TestPerson, 'headers'>, fields: Record<string, string>, files: Record<string, MultipartFile>) {
  const body = await multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/identity-verification',
    headers: { ...person.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function validFiles(): Promise<Record<string, MultipartFile>> {
  return { document: { bytes: await jpegWithGps() }, selfie: { bytes: await makeImage('png', 800), filename: 'selfie.png', contentType: 'image/png' } };
}

const stateOf = async (person: Pick<TestPerson, 'headers'>) => (await t.app.inject({ url: '/api/identity-verification', headers: person.headers })).json();
const rowsOf = (userId: string) => t.database.db.select().from(identityVerifications).where(eq(identityVerifications.userId, userId));
const list = async (query = '') => t.app.inject({ url: `/api/admin/identity-verifications${query}`, headers: admin.headers });
const fileRoute = (id: string, kind: 'document' | 'selfie') => `/api/admin/identity-verifications/${id}/files/${kind}`;
const decide = (id: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/identity-verifications/${id}/decision`, headers: admin.headers, payload });

/** Every file under a folder, as paths relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('POST /api/identity-verification', () => {
  it('stores a submission as pending: photos re-encoded without GPS in the private store, the CPF only hashed', async () => {
    const contractor = await createPerson(t, 'contractor');
    expect(await stateOf(contractor)).toEqual({
      status: 'none',
      document_type: null,
      cpf_masked: null,
      submitted_at: null,
      decided_at: null,
      rejection_reason: null,
    });

    const res = await submit(contractor, { document_type: 'rg', cpf: CPF }, await validFiles());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', document_type: 'rg', cpf_masked: '***.***.***-25', decided_at: null, rejection_reason: null });
    expect(await stateOf(contractor)).toEqual(res.json());

    const [row] = await rowsOf(contractor.id);
    expect(row?.cpfLastDigits).toBe('25');
    expect(row?.cpfHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.cpfHash).not.toContain(CPF_DIGITS.slice(0, 9));
    expect(row?.documentFileKey).toMatch(new RegExp(`^identity/${row?.id}/document-[0-9a-f]{24}\\.jpg$`));
    expect(row?.selfieFileKey).toMatch(new RegExp(`^identity/${row?.id}/selfie-[0-9a-f]{24}\\.jpg$`));

    // Re-encoded JPEG, no EXIF (GPS) left, at most 2000 px wide.
    for (const key of [row?.documentFileKey, row?.selfieFileKey]) {
      const stored = readFileSync(path.join(privateDir, String(key)));
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(meta.width).toBeLessThanOrEqual(2000);
    }

    // The CPF appears in no log line, whole or in part, nor its hash.
    const logs = t.logs.join('\n');
    expect(logs).not.toContain(CPF_DIGITS);
    expect(logs).not.toContain(CPF);
    expect(logs).not.toContain(String(row?.cpfHash));

    // One waiting submission at a time.
    const again = await submit(contractor, { document_type: 'cnh', cpf: CPF }, await validFiles());
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('IDENTITY_VERIFICATION_PENDING');
    expect(await rowsOf(contractor.id)).toHaveLength(1);
  });

  it('never serves the private files under /media, and keeps nothing of them under DATA_DIR/uploads', async () => {
    const photographer = await createPerson(t, 'photographer');
    expect((await submit(photographer, { document_type: 'passport', cpf: '111.444.777-35' }, await validFiles())).statusCode).toBe(201);
    const [row] = await rowsOf(photographer.id);
    const key = String(row?.documentFileKey);
    expect(existsSync(path.join(privateDir, key))).toBe(true);
    // A .webp canary too: /media serves only .webp names, and must not reach this folder even so.
    writeFileSync(path.join(privateDir, 'identity', 'canary.webp'), await makeImage('webp'));
    for (const url of [
      '/media/../private/identity/canary.webp',
      '/media/%2e%2e/private/identity/canary.webp',
      '/media/..%2fprivate%2fidentity%2fcanary.webp',
      '/media/x/..%2f..%2fprivate/identity/canary.webp',
      '/media/%2E%2E%2Fprivate%2Fidentity%2Fcanary.webp',
      '/media/..%5cprivate%5cidentity%5ccanary.webp',
      `/media/${key}`,
      `/media/../private/${key}`,
      `/media/%2e%2e/private/${key}`,
      `/media/..%2fprivate%2f${key.replaceAll('/', '%2f')}`,
      `/media/%2e%2e%2fprivate%2f${key.replaceAll('/', '%2f')}`,
      `/private/${key}`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'] ?? '', url).not.toContain('image/');
    }
    rmSync(path.join(privateDir, 'identity', 'canary.webp'));
    const uploaded = filesUnder(uploadsDir);
    expect(uploaded.filter((file) => file.includes('identity') || file.endsWith('.jpg'))).toEqual([]);
    expect(filesUnder(privateDir).every((file) => file.startsWith(`identity${path.sep}`))).toBe(true);
  });

  it('refuses a wrong CPF in Portuguese, a missing photo, a file that is not an image, extra fields and admins; stores nothing', async () => {
    const model = await createPerson(t, 'model');
    const wrongCpf = await submit(model, { document_type: 'rg', cpf: '529.982.247-24' }, await validFiles());
    expect(wrongCpf.statusCode).toBe(400);
    expect(wrongCpf.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'cpf', message: 'CPF inválido. Confira os números.' }] });

    const { document } = await validFiles();
    const oneFile = await submit(model, { document_type: 'rg', cpf: CPF }, { document: document as MultipartFile });
    expect(oneFile.statusCode).toBe(400);
    expect(oneFile.json()).toMatchObject({ code: 'IDENTITY_FILES_REQUIRED', message: 'Envie a foto do documento e a selfie segurando o documento.' });

    const notImage = await submit(
      model,
      { document_type: 'rg', cpf: CPF },
      { document: document as MultipartFile, selfie: { bytes: Buffer.from('<html><script>alert(1)</script></html>'), filename: 'selfie.jpg' } },
    );
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({ code: 'INVALID_IMAGE', details: { file: 'selfie' } });
    expect(notImage.json().message).toMatch(/^Selfie segurando o documento: /);

    const extra = await submit(model, { document_type: 'rg', cpf: CPF, user_id: admin.id }, await validFiles());
    expect(extra.statusCode).toBe(400);
    const wrongType = await submit(model, { document_type: 'titulo', cpf: CPF }, await validFiles());
    expect(wrongType.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'document_type', message: 'Escolha o tipo de documento.' }] });
    const json = await t.app.inject({ method: 'POST', url: '/api/identity-verification', headers: model.headers, payload: { document_type: 'rg', cpf: CPF } });
    expect(json.statusCode).toBe(415);

    expect(await rowsOf(model.id)).toEqual([]);
    expect((await submit(admin, { document_type: 'rg', cpf: CPF }, await validFiles())).json().code).toBe('FORBIDDEN');
    const guest = await submit({ headers: { origin: TEST_ORIGIN } }, { document_type: 'rg', cpf: CPF }, await validFiles());
    expect(guest.statusCode).toBe(401);
  });

  it('allows IDENTITY_SUBMISSIONS_PER_DAY attempts a day per person (429 after, with Retry-After)', async () => {
    const model = await createPerson(t, 'model');
    const broken = { document: { bytes: Buffer.from('nao sou imagem') }, selfie: { bytes: Buffer.from('nem eu') } };
    for (let attempt = 0; attempt < IDENTITY_SUBMISSIONS_PER_DAY; attempt++)
      expect((await submit(model, { document_type: 'rg', cpf: CPF }, broken)).json().code).toBe('INVALID_IMAGE');
    const limited = await submit(model, { document_type: 'rg', cpf: CPF }, await validFiles());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3600);
    expect(await rowsOf(model.id)).toEqual([]);
  });
});

describe('the admin’s queue and decision', () => {
  it('lists the submission with its admin-only file routes; the photos answer the admin only, each opening audited', async () => {
    const contractor = await createAccount(t.app, {
      userType: 'contractor',
      first_name: 'Clara',
      last_name: 'Queue',
      model_type: undefined,
      model_physical_type: undefined,
      gender: undefined,
      model_characteristics: [],
      work_interests: [],
    });
    expect((await submit(contractor, { document_type: 'cnh', cpf: '390.533.447-05' }, await validFiles())).statusCode).toBe(201);
    const [row] = await rowsOf(contractor.id);
    const id = String(row?.id);

    const page = await list('?status=pending');
    expect(page.statusCode, page.body).toBe(200);
    const item = page.json().items.find((entry: { id: string }) => entry.id === id);
    expect(item).toMatchObject({
      status: 'pending',
      document_type: 'cnh',
      cpf_masked: '***.***.***-05',
      decided_at: null,
      decision_reason: null,
      same_cpf_accounts: 0,
      files: { document: fileRoute(id, 'document'), selfie: fileRoute(id, 'selfie') },
      user: { id: contractor.id, name: 'Clara Queue', email: contractor.email, user_type: 'contractor', profile_slug: contractor.slug },
    });
    expect(page.body).not.toContain('identity/');
    expect(page.body).not.toContain(String(row?.cpfHash));

    const served = await t.app.inject({ url: fileRoute(id, 'selfie'), headers: admin.headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('no-store, private');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline; filename="selfie.jpg"');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');

    // The owner herself, other people and guests are told there is no such file, before the
    // handler: the same 404 and body a deleted photo answers.
    const missing = { code: 'FILE_NOT_FOUND', message: 'Arquivo não encontrado.' };
    for (const headers of [contractor.headers, (await createPerson(t, 'model')).headers, {}]) {
      const refused = await t.app.inject({ url: fileRoute(id, 'document'), headers });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject(missing);
    }
    expect((await t.app.inject({ url: fileRoute(crypto.randomUUID(), 'document'), headers: admin.headers })).json().code).toBe(
      'IDENTITY_VERIFICATION_NOT_FOUND',
    );
    expect((await t.app.inject({ url: `/api/admin/identity-verifications/${id}/files/outro`, headers: admin.headers })).statusCode).toBe(400);

    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audited).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'identity.view_file',
        targetType: 'identity_verification',
        details: expect.objectContaining({ file: 'selfie', user_id: contractor.id }),
      }),
    ]);
  });

  it('approves: the badge on her profile and public page, the state, her notification, the audit row; no second decision or submission', async () => {
    const contractor = await createPerson(t, 'contractor');
    expect((await submit(contractor, { document_type: 'rg', cpf: '987.654.321-00' }, await validFiles())).statusCode).toBe(201);
    const id = String((await rowsOf(contractor.id))[0]?.id);

    const approved = await decide(id, { decision: 'approve', reason: 'Documento legível e selfie confere.' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ id, status: 'approved', decision_reason: 'Documento legível e selfie confere.' });
    expect(approved.json().decided_at).toEqual(expect.any(String));

    const [profile] = await t.database.db.select({ isVerified: profiles.isVerified }).from(profiles).where(eq(profiles.userId, contractor.id));
    expect(profile?.isVerified).toBe(true);
    expect((await t.app.inject({ url: `/api/profiles/${contractor.slug}` })).json().profile.is_verified).toBe(true);
    expect(await stateOf(contractor)).toMatchObject({ status: 'approved', document_type: 'rg', cpf_masked: '***.***.***-00', rejection_reason: null });

    const bell = await t.database.db.select().from(notifications).where(eq(notifications.userId, contractor.id));
    expect(bell).toEqual([expect.objectContaining({ type: 'identity_approved', title: 'Identidade verificada', link: '/dashboard?tab=settings' })]);
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audited).toEqual([expect.objectContaining({ action: 'identity.approve', reason: 'Documento legível e selfie confere.', actorId: admin.id })]);

    expect((await decide(id, { decision: 'reject', reason: 'Mudei de ideia.' })).json().code).toBe('IDENTITY_VERIFICATION_DECIDED');
    expect((await decide(crypto.randomUUID(), { decision: 'approve', reason: 'x' })).json().code).toBe('IDENTITY_VERIFICATION_NOT_FOUND');
    expect((await decide(id, { decision: 'approve' })).statusCode).toBe(400);
    const again = await submit(contractor, { document_type: 'rg', cpf: '987.654.321-00' }, await validFiles());
    expect(again.json().code).toBe('IDENTITY_ALREADY_VERIFIED');
    // The decision route is the admin's only.
    const asOwner = await t.app.inject({
      method: 'POST',
      url: `/api/admin/identity-verifications/${id}/decision`,
      headers: contractor.headers,
      payload: { decision: 'approve', reason: 'eu mesma' },
    });
    expect(asOwner.statusCode).toBe(403);
  });

  it('rejects with what to fix: she reads the reason, is notified, and may send again', async () => {
    const photographer = await createPerson(t, 'photographer');
    expect((await submit(photographer, { document_type: 'rg', cpf: '246.813.579-28' }, await validFiles())).statusCode).toBe(201);
    const id = String((await rowsOf(photographer.id))[0]?.id);
    const reason = 'A foto do documento está desfocada. Envie uma foto nítida, sem reflexo.';
    expect((await decide(id, { decision: 'reject', reason })).json()).toMatchObject({ status: 'rejected', decision_reason: reason });

    expect(await stateOf(photographer)).toMatchObject({ status: 'rejected', rejection_reason: reason, cpf_masked: '***.***.***-28' });
    const [note] = await t.database.db.select().from(notifications).where(eq(notifications.userId, photographer.id));
    expect(note).toMatchObject({ type: 'identity_rejected', title: 'Verificação de identidade recusada' });
    expect(note?.body).toContain(reason);
    const [profile] = await t.database.db.select({ isVerified: profiles.isVerified }).from(profiles).where(eq(profiles.userId, photographer.id));
    expect(profile?.isVerified).toBe(false);
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id)))[0]).toMatchObject({ action: 'identity.reject', reason });

    const again = await submit(photographer, { document_type: 'cnh', cpf: '246.813.579-28' }, await validFiles());
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ status: 'pending', document_type: 'cnh', rejection_reason: null });
    expect(await rowsOf(photographer.id)).toHaveLength(2);
  });

  it('says when another account sent the same CPF', async () => {
    const first = await createPerson(t, 'contractor');
    const second = await createPerson(t, 'model');
    expect((await submit(first, { document_type: 'rg', cpf: '123.456.789-09' }, await validFiles())).statusCode).toBe(201);
    expect((await submit(second, { document_type: 'rg', cpf: '12345678909' }, await validFiles())).statusCode).toBe(201);
    const items: { user: { id: string }; same_cpf_accounts: number }[] = (await list('?status=pending')).json().items;
    expect(items.find((item) => item.user.id === first.id)?.same_cpf_accounts).toBe(1);
    expect(items.find((item) => item.user.id === second.id)?.same_cpf_accounts).toBe(1);
  });

  it('pages the queue: pending oldest first, then decided newest first, each once; a forged cursor is a 400', async () => {
    const repository = createIdentityVerificationRepository(t.database.db);
    const person = await createPerson(t, 'photographer');
    const base = Date.parse('2020-01-01T00:00:00Z');
    for (let i = 0; i < 23; i++) {
      await repository.insert({
        userId: person.id,
        status: 'rejected',
        documentType: 'rg',
        cpfHash: `paginacao-${i}`,
        cpfLastDigits: '00',
        submittedAt: new Date(base + i * 1000),
        decidedAt: new Date(base + i * 1000 + 500),
        decisionReason: `motivo ${i}`,
        filesDeletedAt: new Date(base + i * 1000 + 500),
      });
    }
    const seen: { id: string; status: string; submitted_at: string; decided_at: string | null }[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 20; pages++) {
      const res = await list(cursor ? `?cursor=${encodeURIComponent(cursor)}` : '');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().items.length).toBeLessThanOrEqual(20);
      seen.push(...res.json().items);
      cursor = res.json().next_cursor;
      if (!cursor) break;
    }
    const all = await t.database.db.select({ id: identityVerifications.id }).from(identityVerifications);
    expect(new Set(seen.map((item) => item.id)).size).toBe(seen.length);
    expect(seen).toHaveLength(all.length);
    const firstDecided = seen.findIndex((item) => item.status !== 'pending');
    const pending = seen.slice(0, firstDecided);
    const decided = seen.slice(firstDecided);
    expect(pending.every((item) => item.status === 'pending')).toBe(true);
    expect(decided.every((item) => item.status !== 'pending')).toBe(true);
    const submittedTimes = pending.map((item) => item.submitted_at);
    expect(submittedTimes).toEqual(submittedTimes.toSorted());
    const decidedTimes = decided.map((item) => String(item.decided_at));
    expect(decidedTimes).toEqual(decidedTimes.toSorted().toReversed());

    const rejected = (await list('?status=rejected')).json();
    expect(rejected.items.every((item: { status: string }) => item.status === 'rejected')).toBe(true);
    expect(rejected.next_cursor).toEqual(expect.any(String));
    // A cursor of the decided phase does not continue the pending-only list.
    expect((await list(`?status=pending&cursor=${encodeURIComponent(rejected.next_cursor)}`)).json().code).toBe('VALIDATION_FAILED');
    expect((await list('?cursor=forjado')).json().code).toBe('VALIDATION_FAILED');
    expect((await list('?status=todos')).statusCode).toBe(400);
  });
});

describe('LGPD', () => {
  it('exports her verifications (status, masked CPF, dates, what to fix) without keys or hash', async () => {
    const person = await createAccount(t.app, {});
    expect((await submit(person, { document_type: 'rg', cpf: '135.792.468-28' }, await validFiles())).statusCode).toBe(201);
    const [row] = await rowsOf(person.id);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/export-data', headers: { origin: TEST_ORIGIN, cookie: person.cookie }, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().identity_verifications).toEqual([
      expect.objectContaining({ status: 'pending', documentType: 'rg', cpf: '***.***.***-28', rejectionReason: null, decidedAt: null }),
    ]);
    expect(res.body).not.toContain(String(row?.cpfHash));
    expect(res.body).not.toContain('identity/');
    expect(res.body).not.toContain('13579246828');
  });

  it('deleting the account closes a waiting submission and deletes its photos at once', async () => {
    const person = await createAccount(t.app, {});
    expect((await submit(person, { document_type: 'rg', cpf: '135.792.468-28' }, await validFiles())).statusCode).toBe(201);
    const [row] = await rowsOf(person.id);
    const folder = path.join(privateDir, 'identity', String(row?.id));
    expect(existsSync(folder)).toBe(true);

    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: { origin: TEST_ORIGIN, cookie: person.cookie },
      payload: { currentPassword: person.password, confirmation: 'EXCLUIR' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await t.drainJobs();
    expect(existsSync(folder)).toBe(false);
    const [after] = await rowsOf(person.id);
    expect(after).toMatchObject({ status: 'rejected', documentFileKey: null, selfieFileKey: null, decisionReason: 'Conta excluída antes da análise.' });
    expect(after?.filesDeletedAt).toBeInstanceOf(Date);
    expect((await t.app.inject({ url: fileRoute(String(row?.id), 'document'), headers: admin.headers })).json().code).toBe('FILE_NOT_FOUND');
    const item = (await list('?status=rejected')).json().items.find((entry: { id: string }) => entry.id === row?.id);
    expect(item?.files ?? null).toBeNull();
  });
});
