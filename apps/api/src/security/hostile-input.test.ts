import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, modelSignUpData, multipart, randomIp, signUp } from '../test-support/accounts.ts';
import { actAs, createTestApp, TEST_ORIGIN, type TestApp } from '../test-support/test-app.ts';
import { createEventLoopProbe } from './fuzz/event-loop-probe.ts';
import { createPerson } from '../test-support/people.ts';
import type { TestPerson } from '../test-support/test-person.ts';

/**
 * Each finding of the outside attack test on input handling (README, "Hostile input"), as the
 * attacker sent it: every one answered 500 or froze the server before.
 */
let t: TestApp;
let model: Awaited<ReturnType<typeof createAccount>>;
let contractor: TestPerson;
let admin: TestPerson;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
  model = await createAccount(t.app);
  contractor = await createPerson(t, 'contractor');
  admin = await createPerson(t, 'admin');
}, 180_000);
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
function send(method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method,
    url,
    remoteAddress: randomIp(),
    headers: { origin: TEST_ORIGIN, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The longest the event loop stood still while `work` ran, in milliseconds. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  const probe = createEventLoopProbe();
  try {
    return (await probe.measure(work)).blockedMs;
  } finally {
    probe.stop();
  }
}

function expectRefused(res: { statusCode: number; body: string; json: () => unknown }, code = 'VALIDATION_FAILED') {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ code });
}

describe('text that would backtrack a pattern', () => {
  it('a 100 KB email to forgot-password is refused by its length, without freezing the server', async () => {
    const email = `a@${'a.'.repeat(50_000)}@`;
    let res: Awaited<ReturnType<typeof send>> | undefined;
    // The pattern used to run for ~8 s on this string; a length check takes microseconds. The bound
    // is loose on purpose: it tells the two apart on a slow, shared machine.
    const stall = await longestStall(async () => {
      res = await send('POST', '/api/auth/forgot-password', { email });
    });
    expectRefused(res!);
    expect(stall).toBeLessThan(1000);
  });

  it('a 100 KB guardian name is refused by its length, without freezing the server', async () => {
    let res: Awaited<ReturnType<typeof send>> | undefined;
    const stall = await longestStall(async () => {
      res = await send('PATCH', '/api/profiles/me', { ...profileBody(), guardian_name: 'a'.repeat(100_000) }, { cookie: model.cookie });
    });
    expectRefused(res as Awaited<ReturnType<typeof send>>);
    expect(stall).toBeLessThan(1000);
  });
});

function profileBody() {
  const data = model.data;
  return {
    first_name: data.first_name,
    last_name: data.last_name,
    phone: data.phone,
    city: data.city,
    state: data.state,
    instagram_handle_raw: data.instagram_handle_raw,
    gender: data.gender,
    model_type: data.model_type,
    model_physical_type: data.model_physical_type,
    model_characteristics: data.model_characteristics,
    work_interests: data.work_interests,
  };
}

describe('a NUL character anywhere is a 400, never a database error', () => {
  const nul = 'a\u0000b';
  it('in a signed-out request: sign-in, list searches, job filters, the contact form, a reset token', async () => {
    expectRefused(await send('POST', '/api/auth/sign-in', { email: `ana${nul}@exemplo.com`, password: 'qualquer-coisa' }));
    expectRefused(await send('GET', '/api/models?q=a%00b'));
    expectRefused(await send('GET', '/api/contractors?city=a%00b'));
    expectRefused(await send('GET', '/api/jobs?city=a%00b'));
    expectRefused(await send('GET', '/api/jobs?q=%00'));
    expectRefused(
      await send('POST', '/api/contact', { name: `Carla${nul}`, email: 'carla@exemplo.com', subject: 'Oi', message: 'Uma mensagem qualquer aqui.' }),
    );
    expectRefused(await send('POST', '/api/auth/reset-password', { token: `abc${nul}`, password: 'uma-senha-nova-boa' }));
    expectRefused(await send('GET', '/api/auth/verify-email?token=a%00b'));
  });

  it('signed in: profile fields, captions, job titles, admin searches and settings', async () => {
    expectRefused(await send('PATCH', '/api/profiles/me', { ...profileBody(), city: `Rio${nul}` }, { cookie: model.cookie }));
    expectRefused(await send('PATCH', '/api/profiles/me/media/00000000-0000-4000-8000-000000000000', { caption: nul }, { cookie: model.cookie }));
    const job = {
      title: `Vaga ${nul}`,
      description: 'Descrição longa o bastante da vaga.',
      job_type: 'catalogo',
      city: 'São Paulo',
      state: 'SP',
      starts_on: '2099-01-01',
      pay_cents: 100,
      pay_unit: 'day',
      openings: 1,
    };
    expectRefused(await send('POST', '/api/jobs', job, contractor.headers));
    expectRefused(await send('GET', '/api/admin/users?q=a%00b', undefined, admin.headers));
    expectRefused(await send('GET', '/api/admin/jobs?q=a%00b', undefined, admin.headers));
    expectRefused(await send('PUT', '/api/admin/settings', { SITE_NAME: `Passa${nul}rela` }, admin.headers));
    // A key of the body, not only a value.
    expectRefused(await send('PUT', '/api/admin/settings', { [`SITE${nul}`]: 'x' }, admin.headers));
  });

  it('in a multipart form field (the sign-up data)', async () => {
    expectRefused(await signUp(t.app, modelSignUpData({ first_name: `Ana${nul}` })));
  });
});

describe('values that cannot be real', () => {
  it('impossible dates in the wallet filters and its CSV are 400', async () => {
    for (const from of ['2024-13-45', '2024-02-30', '0000-00-00', '99999-01-01']) {
      expectRefused(await send('GET', `/api/wallet/transactions?from=${from}`, undefined, { cookie: model.cookie }));
      expectRefused(await send('GET', `/api/wallet/transactions.csv?to=${from}`, undefined, { cookie: model.cookie }));
    }
  });

  it('a lone UTF-16 surrogate in an admin setting is a 400, and the setting keeps its value', async () => {
    expectRefused(await send('PUT', '/api/admin/settings', { SITE_NAME: 'Passarela \uD800' }, admin.headers));
    const settings = await send('GET', '/api/admin/settings', undefined, admin.headers);
    expect(settings.json().settings.SITE_NAME).toBe('Passarela');
  });

  it('a PRO price of R$ 0,00 (or above what one payment may take) is refused, so buying PRO keeps working', async () => {
    expectRefused(await send('PUT', '/api/admin/settings', { PRO_MONTHLY_PRICE_CENTS: 0 }, admin.headers));
    expectRefused(await send('PUT', '/api/admin/settings', { PRO_YEARLY_PRICE_CENTS: 999_999_999 }, admin.headers));
    expectRefused(await send('PUT', '/api/admin/settings', { MIN_WITHDRAWAL_CENTS: -1 }, admin.headers));
    const preference = await send('POST', '/api/payments/preferences', { purpose: 'pro_subscription', plan: 'monthly' }, { cookie: model.cookie });
    expect(preference.statusCode, preference.body).not.toBeGreaterThanOrEqual(500);
  });

  it('a withdrawal of more centavos than a database integer holds is a 400', async () => {
    const res = await send(
      'POST',
      '/api/wallet/withdrawals',
      { amount_cents: 2 ** 40, pix_key_type: 'email', pix_key: 'ana@exemplo.com' },
      { ...contractor.headers, 'idempotency-key': 'chave-de-teste-123' },
    );
    expect(res.statusCode, res.body).toBe(400);
  });
});

describe('answers in Portuguese, in the error shape', () => {
  const english = /\b(invalid|expected|received|unrecognized|required|failed|not found)\b/i;
  it('validation details name the problem in Portuguese: missing fields, wrong types, unknown keys, bad ids', async () => {
    const answers = [
      await send('POST', '/api/auth/sign-in', {}),
      await send('POST', '/api/auth/sign-in', { email: 5, password: true }),
      await send('POST', '/api/auth/sign-in', { email: 'a@b.co', password: 'x', extra: 1 }),
      await send('POST', '/api/contracts/not-a-uuid/reviews', { rating: 5 }, { cookie: model.cookie }),
      await send('POST', '/api/auth/sign-in', '{"email": ', { 'content-type': 'application/json' }),
      await send('POST', '/api/auth/sign-in', '{"__proto__": {"x": 1}}', { 'content-type': 'application/json' }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.body).not.toMatch(english);
      expect(res.json()).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
    }
  });

  it('a missing upload or asset answers 404 FILE_NOT_FOUND in Portuguese, never plain text nor the HTML page', async () => {
    const misses: [Method, string][] = [
      ['GET', '/media/profile_images/nao-existe-480.webp'],
      ['GET', '/media/nao-existe.jpg'],
      ['GET', '/media/a%00b.webp'],
      ['GET', '/media/..%2Fprivate%2Fx.webp'],
      ['GET', '/media/'],
      ['GET', '/media'],
      ['POST', '/media/nao-existe.webp'],
      ['GET', '/assets/nao-existe.js'],
      ['GET', '/assets'],
    ];
    for (const [method, url] of misses) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type'], `${method} ${url}`).toMatch(/^application\/json/);
      expect(res.json(), `${method} ${url}`).toEqual({ code: 'FILE_NOT_FOUND', message: 'Arquivo não encontrado.' });
    }
  });
});

describe('smaller findings', () => {
  it('a multipart upload without its file part is a 400, not 413', async () => {
    const onlyText = await multipart({ caption: 'sem foto' });
    const gallery = await send('POST', '/api/profiles/me/media', onlyText.payload, { cookie: model.cookie, 'content-type': onlyText.contentType });
    expect(gallery.statusCode, gallery.body).toBe(400);
    const photo = await send('PUT', '/api/profiles/me/photo', onlyText.payload, { cookie: model.cookie, 'content-type': onlyText.contentType });
    expect(photo.statusCode, photo.body).toBe(400);
    const logo = await send('POST', '/api/admin/settings/logo', onlyText.payload, { ...admin.headers, 'content-type': onlyText.contentType });
    expect(logo.statusCode, logo.body).toBe(400);
  });

  it('a company site must be an http(s) address: javascript: and data: are refused', async () => {
    const own = await send('GET', '/api/profiles/me', undefined, contractor.headers);
    const current = own.json().profile;
    const body = {
      first_name: current.first_name,
      last_name: current.last_name,
      phone: current.phone,
      city: current.city,
      state: current.state,
      instagram_handle_raw: current.instagram_handle_raw,
    };
    for (const site of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'JaVaScRiPt:alert(1)']) {
      expectRefused(await send('PATCH', '/api/profiles/me', { ...body, company_website: site }, contractor.headers));
    }
    const saved = await send('PATCH', '/api/profiles/me', { ...body, company_website: 'agencia.com.br' }, contractor.headers);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile.company_website).toBe('https://agencia.com.br/');
  });

  it('unknown query parameters are a 400 on every route, naming them', async () => {
    for (const url of ['/api/health?debug=1', '/api/settings?x=1', '/api/auth/session?foo=bar', '/api/models?sate=SP']) {
      const res = await send('GET', url, undefined, { cookie: model.cookie });
      expectRefused(res);
      expect(JSON.stringify(res.json().details)).toMatch(/não permitido/);
    }
    expect((await send('GET', '/api/notifications/unread-count?x=1', undefined, actAs('model', model.user.id))).statusCode).toBe(400);
  });
});
