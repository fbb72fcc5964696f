import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { encodeListCursor } from './list-cursor.ts';
import { getList, getPage, insertPeople, labels, scrollAll } from '../../test-support/list-people.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const days = (n: number) => new Date(Date.now() + n * 86_400_000);
const pro = (expiresInDays = 30) => ({ subscriptionType: 'pro', subscriptionExpiresAt: days(expiresInDays) });

/** Every response body of this file, to check afterwards that none carries a phone or an email. */
async function models(query: Record<string, string | number>) {
  return labels(await getPage(t.app, '/api/models', query));
}

describe('GET /api/models filters', () => {
  const city = 'Cidade dos Filtros';
  beforeAll(async () => {
    await insertPeople(t.database.db, { city }, [
      { label: 'base' },
      { label: 'masc', profile: { gender: 'masculino' } },
      { label: 'loira', profile: { modelType: 'loira' } },
      { label: 'fitness', profile: { modelPhysicalType: 'fitness' } },
      { label: 'tatuada', profile: { modelCharacteristics: ['tatuada'] } },
      { label: 'tatuada-piercing', profile: { modelCharacteristics: ['tatuada', 'piercing'] } },
      { label: 'tv', profile: { workInterests: ['tv'] } },
      { label: 'hostess-feiras', profile: { workInterests: ['hostess', 'feiras'] } },
      { label: 'editorial', profile: { profileCategories: ['fashion_editorial', 'other'] } },
      { label: 'alta', profile: { heightCm: 186 } },
      { label: 'baixa', profile: { heightCm: 154 } },
      { label: 'capixaba', profile: { state: 'ES' } },
      { label: 'contratante', user: { userType: 'contractor' } },
      { label: 'fotografa', user: { userType: 'photographer' } },
    ]);
  });

  const all = ['base', 'masc', 'loira', 'fitness', 'tatuada', 'tatuada-piercing', 'tv', 'hostess-feiras', 'editorial', 'alta', 'baixa', 'capixaba'];

  it('city ignores accents and case, and lists only models, newest first', async () => {
    expect(await models({ city })).toEqual(all);
    expect(await models({ city: 'CIDADE DOS FÍLTROS' })).toEqual(all);
    expect(await models({ city: 'cidade dos' })).toEqual([]);
  });

  it('state', async () => {
    expect(await models({ city, state: 'ES' })).toEqual(['capixaba']);
    expect(await models({ city, state: 'MG' })).toEqual(all.filter((label) => label !== 'capixaba'));
  });

  it('gender, appearance type, physical type', async () => {
    expect(await models({ city, gender: 'masculino' })).toEqual(['masc']);
    expect(await models({ city, model_type: 'loira' })).toEqual(['loira']);
    expect(await models({ city, model_physical_type: 'fitness' })).toEqual(['fitness']);
  });

  it('characteristics: the model has all of them', async () => {
    expect(await models({ city, characteristics: 'tatuada' })).toEqual(['tatuada', 'tatuada-piercing']);
    expect(await models({ city, characteristics: 'tatuada,piercing' })).toEqual(['tatuada-piercing']);
    expect(await models({ city, characteristics: 'piercing,alta' })).toEqual([]);
  });

  it('work interests: any of them', async () => {
    expect(await models({ city, work_interests: 'tv' })).toEqual(['tv']);
    expect(await models({ city, work_interests: 'tv,feiras' })).toEqual(['tv', 'hostess-feiras']);
    const repeated = await t.app.inject({ method: 'GET', url: `/api/models?city=${encodeURIComponent(city)}&work_interests=tv&work_interests=hostess` });
    expect(labels(repeated.json())).toEqual(['tv', 'hostess-feiras']);
  });

  it('category', async () => {
    expect(await models({ city, category: 'fashion_editorial' })).toEqual(['editorial']);
  });

  it('height range, bounds included', async () => {
    expect(await models({ city, height_min: 186 })).toEqual(['alta']);
    expect(await models({ city, height_max: 154 })).toEqual(['baixa']);
    expect(await models({ city, height_min: 155, height_max: 185 })).toEqual(all.filter((label) => label !== 'alta' && label !== 'baixa'));
    const inverted = await getList(t.app, '/api/models', { height_min: 180, height_max: 170 });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().details).toEqual([expect.objectContaining({ path: 'height_max', message: 'A altura mínima não pode ser maior que a máxima.' })]);
  });

  it('filters combine with and', async () => {
    expect(await models({ city, state: 'MG', characteristics: 'tatuada', work_interests: 'catalogo' })).toEqual(['tatuada', 'tatuada-piercing']);
    expect(await models({ city, gender: 'masculino', model_type: 'loira' })).toEqual([]);
  });

  it('an unknown option is a 400 in Portuguese, not an empty list', async () => {
    const res = await getList(t.app, '/api/models', { model_type: 'verde' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [expect.objectContaining({ path: 'model_type', message: 'Tipo de aparência inválido.' })],
    });
  });
});

describe('GET /api/models free text', () => {
  beforeAll(async () => {
    await insertPeople(t.database.db, { city: 'São Paulo', state: 'SP' }, [{ label: 'Tqpaulista' }]);
    await insertPeople(t.database.db, { city: 'Campinas', state: 'SP' }, [{ label: 'Tqcampineira' }]);
    await insertPeople(t.database.db, { city: 'Cidade do Texto' }, [
      { label: 'Tqjoao', profile: { firstName: 'João' } },
      { label: 'Tqjoana', profile: { firstName: 'Joana' } },
      { label: 'Tqbio', profile: { bio: 'Desfilei na São Paulo Fashion Week em 2023.' } },
      { label: 'Tq100', profile: { bio: 'Trabalho 100% com moda praia.' } },
    ]);
  });

  it("'sao paulo' finds 'São Paulo' (city or bio), every word must match", async () => {
    expect((await models({ q: 'sao paulo' })).filter((label) => label.startsWith('Tq'))).toEqual(['Tqpaulista', 'Tqbio']);
    expect(await models({ q: 'sao paulo tqpaulista' })).toEqual(['Tqpaulista']);
    expect(await models({ q: 'SÃO   PAULO  TQPAULISTA' })).toEqual(['Tqpaulista']);
    expect(await models({ q: 'sao paulo tqcampineira' })).toEqual([]);
  });

  it("'joao' finds 'João' and a word may be part of a name", async () => {
    expect(await models({ q: 'joao', city: 'Cidade do Texto' })).toEqual(['Tqjoao']);
    expect(await models({ q: 'JOÃO', city: 'Cidade do Texto' })).toEqual(['Tqjoao']);
    expect(await models({ q: 'joa', city: 'Cidade do Texto' })).toEqual(['Tqjoao', 'Tqjoana']);
  });

  it('% and _ are plain characters, not wildcards', async () => {
    expect(await models({ q: '%', city: 'Cidade do Texto' })).toEqual(['Tq100']);
    expect(await models({ q: '_', city: 'Cidade do Texto' })).toEqual([]);
    expect(await models({ q: 'j%a', city: 'Cidade do Texto' })).toEqual([]);
  });

  it('text longer than the limit is a 400', async () => {
    const res = await getList(t.app, '/api/models', { q: 'a'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('order: PRO first, then newest', () => {
  const city = 'Cidade da Ordem';
  beforeAll(async () => {
    // Listed newest first; the spec: PRO only when subscription_type is pro and it expires in the future.
    await insertPeople(t.database.db, { city }, [
      { label: 'novo' },
      { label: 'pro-novo', user: pro(1) },
      { label: 'expirado', user: { subscriptionType: 'pro', subscriptionExpiresAt: days(-1) } },
      { label: 'pro-sem-validade', user: { subscriptionType: 'pro', subscriptionExpiresAt: null } },
      { label: 'outro-plano', user: { subscriptionType: 'free', subscriptionExpiresAt: days(30) } },
      { label: 'pro-antigo', user: pro(300) },
      { label: 'velho' },
    ]);
  });

  it('puts active PRO subscriptions first, each group newest first, and marks them', async () => {
    const page = await getPage(t.app, '/api/models', { city });
    expect(labels(page)).toEqual(['pro-novo', 'pro-antigo', 'novo', 'expirado', 'pro-sem-validade', 'outro-plano', 'velho']);
    expect(page.items.map((item) => item.is_pro)).toEqual([true, true, false, false, false, false, false]);
  });

  it('pages through the same order one card at a time', async () => {
    expect(await scrollAll(t.app, '/api/models', { city, limit: 1 })).toEqual([
      'pro-novo',
      'pro-antigo',
      'novo',
      'expirado',
      'pro-sem-validade',
      'outro-plano',
      'velho',
    ]);
  });

  it('breaks ties of created_at by id and keeps microseconds, so a page boundary inside a tie loses nobody', async () => {
    const tieCity = 'Cidade do Empate';
    const same = new Date('2025-03-01T12:00:00.000Z');
    await insertPeople(t.database.db, { city: tieCity }, [
      { label: 'empate-1', createdAt: same },
      { label: 'empate-2', createdAt: same },
      { label: 'empate-3', createdAt: same },
      { label: 'micro-1', createdAt: same },
      { label: 'micro-2', createdAt: same },
    ]);
    // Two profiles a microsecond apart: a cursor rounded to milliseconds would skip or repeat one.
    await t.database.db.execute(sql`update profiles set created_at = '2025-03-01 11:00:00.000002+00' where last_name = 'micro-1'`);
    await t.database.db.execute(sql`update profiles set created_at = '2025-03-01 11:00:00.000001+00' where last_name = 'micro-2'`);
    const whole = await models({ city: tieCity, limit: 48 });
    expect(whole.slice(3)).toEqual(['micro-1', 'micro-2']);
    expect(new Set(whole.slice(0, 3))).toEqual(new Set(['empate-1', 'empate-2', 'empate-3']));
    expect(await scrollAll(t.app, '/api/models', { city: tieCity, limit: 1 })).toEqual(whole);
  });
});

describe('keyset pages while the data changes', () => {
  it('never repeat or skip a card when profiles are added between pages', async () => {
    const city = 'Cidade das Páginas';
    const newest = new Date(Date.now() - 3_600_000);
    const original = await insertPeople(t.database.db, { city, newest }, [
      ...Array.from({ length: 3 }, (_, i) => ({ label: `pro-${i}`, user: pro() })),
      ...Array.from({ length: 17 }, (_, i) => ({ label: `p-${i}` })),
    ]);
    const expected = ['pro-0', 'pro-1', 'pro-2', ...Array.from({ length: 17 }, (_, i) => `p-${i}`)];
    const createdOf = (label: string) => original.get(label) as Date;
    const later: string[] = [];
    const passed: string[] = [];

    const shown = await scrollAll(t.app, '/api/models', { city, limit: 4 }, async (pageIndex, soFar) => {
      const last = soFar.at(-1) as string;
      const lastCreated = createdOf(last.startsWith('pro-') ? 'p-0' : last);
      const ahead = `ahead-${pageIndex}`;
      const behind = [`newest-${pageIndex}`, `newpro-${pageIndex}`, `between-${pageIndex}`];
      await insertPeople(t.database.db, { city }, [
        // Sorts before everything (newest): the visitor already scrolled past that spot.
        { label: `newest-${pageIndex}`, createdAt: new Date() },
        // A new PRO: its place is in the PRO block at the top, also passed.
        { label: `newpro-${pageIndex}`, user: pro(), createdAt: new Date() },
        // Between two cards already shown (pro-2 | p-0 after the first page, p-0 | p-1 later).
        { label: `between-${pageIndex}`, createdAt: new Date(createdOf('p-0').getTime() + (pageIndex === 0 ? 30_000 : -30_000)) },
        // Still ahead of the visitor: must show up exactly once.
        { label: ahead, createdAt: new Date(lastCreated.getTime() - 90_000) },
      ]);
      later.push(ahead);
      passed.push(...behind);
    });

    expect(new Set(shown).size).toBe(shown.length);
    expect(shown.filter((label) => expected.includes(label))).toEqual(expected);
    // Every profile added below the visitor's position is shown exactly once, in its place.
    for (const label of later) expect(shown.filter((shownLabel) => shownLabel === label)).toEqual([label]);
    for (const label of passed) expect(shown).not.toContain(label);
    // And a fresh visit sees all of them.
    const fresh = await scrollAll(t.app, '/api/models', { city, limit: 48 });
    expect(fresh.length).toBe(expected.length + later.length + passed.length);
  });

  it('a PRO subscription that expires, or starts, mid-scroll does not move, repeat or drop cards', async () => {
    const city = 'Cidade Expira';
    await insertPeople(t.database.db, { city }, [
      ...Array.from({ length: 5 }, (_, i) => ({ label: `pro-${i}`, user: pro(10) })),
      ...Array.from({ length: 6 }, (_, i) => ({ label: `free-${i}` })),
    ]);
    const before = await models({ city, limit: 48 });
    expect(before).toEqual(['pro-0', 'pro-1', 'pro-2', 'pro-3', 'pro-4', 'free-0', 'free-1', 'free-2', 'free-3', 'free-4', 'free-5']);

    // Every PRO subscription runs out a moment after the first page is served.
    await t.database.db.execute(sql`update users set subscription_expires_at = now() + interval '1500 milliseconds'
      where id in (select user_id from profiles where city = ${city} and last_name like 'pro-%')`);
    const shown = await scrollAll(t.app, '/api/models', { city, limit: 3 }, async (pageIndex) => {
      if (pageIndex === 0) await new Promise((resolve) => setTimeout(resolve, 1600));
      if (pageIndex === 1) {
        // free-0 was shown on page 2 and now subscribes: it must not come back in the PRO block.
        await t.database.db.execute(sql`update users set subscription_type = 'pro', subscription_expires_at = now() + interval '30 days'
          where id = (select user_id from profiles where city = ${city} and last_name = 'free-0')`);
      }
    });
    expect(shown).toEqual(before);

    // The change is real: a new visit sees the new order.
    expect(await models({ city, limit: 48 })).toEqual([
      'free-0',
      'pro-0',
      'pro-1',
      'pro-2',
      'pro-3',
      'pro-4',
      'free-1',
      'free-2',
      'free-3',
      'free-4',
      'free-5',
    ]);
  });
});

describe('who never appears', () => {
  const city = 'Cidade Oculta';
  beforeAll(async () => {
    await insertPeople(t.database.db, { city }, [
      { label: 'visivel' },
      { label: 'oculta', profile: { isHidden: true } },
      { label: 'suspensa', user: { suspendedAt: new Date() } },
      { label: 'suspensa-pro', user: { ...pro(), suspendedAt: new Date() } },
      { label: 'oculta-pro', user: pro(), profile: { isHidden: true } },
      { label: 'contratante-visivel', user: { userType: 'contractor' } },
      { label: 'contratante-oculta', user: { userType: 'contractor' }, profile: { isHidden: true } },
      { label: 'fotografa-suspensa', user: { userType: 'photographer', suspendedAt: new Date() } },
      { label: 'admin', user: { userType: 'admin' } },
    ]);
  });

  it('suspended users and hidden profiles, in either list, with or without text', async () => {
    expect(await models({ city })).toEqual(['visivel']);
    expect(await models({ city, q: 'pessoa' })).toEqual(['visivel']);
    expect(labels(await getPage(t.app, '/api/contractors', { city }))).toEqual(['contratante-visivel']);
    expect(labels(await getPage(t.app, '/api/contractors', { city, q: 'pessoa' }))).toEqual(['contratante-visivel']);
  });
});

describe('the list copies on profiles follow users (migration 0006 and 0012 triggers)', () => {
  it('a change of type or plan on users moves the card; a direct write to the copy is undone', async () => {
    const city = 'Cidade Copiada';
    await insertPeople(t.database.db, { city }, [{ label: 'muda' }, { label: 'fica' }]);
    const userOf = sql`(select user_id from profiles where city = ${city} and last_name = 'muda')`;

    await t.database.db.execute(sql`update users set subscription_type = 'pro', subscription_expires_at = now() + interval '5 days' where id = ${userOf}`);
    expect(await models({ city })).toEqual(['muda', 'fica']);

    // Someone writing the copy directly cannot make a profile PRO or change its list.
    await t.database.db.execute(sql`update profiles set pro_until = null, user_type = 'contractor' where user_id = ${userOf}`);
    expect(await models({ city })).toEqual(['muda', 'fica']);

    await t.database.db.execute(sql`update users set user_type = 'photographer' where id = ${userOf}`);
    expect(await models({ city })).toEqual(['fica']);
    expect(labels(await getPage(t.app, '/api/contractors', { city }))).toEqual(['muda']);
  });
  it('suspending a user takes the card out of every list at once, reinstating brings it back; a direct write to the copy is undone', async () => {
    const city = 'Cidade Suspensa';
    await insertPeople(t.database.db, { city }, [
      { label: 'suspensa', user: pro() },
      { label: 'fica' },
      { label: 'agencia', user: { userType: 'contractor' } },
    ]);
    const userOf = (label: string) => sql`(select user_id from profiles where city = ${city} and last_name = ${label})`;
    expect(await models({ city })).toEqual(['suspensa', 'fica']);

    await t.database.db.execute(sql`update users set suspended_at = now() where id in (${userOf('suspensa')}, ${userOf('agencia')})`);
    expect(await models({ city })).toEqual(['fica']);
    expect(await models({ city, q: 'pessoa' })).toEqual(['fica']);
    expect(labels(await getPage(t.app, '/api/contractors', { city }))).toEqual([]);

    // Writing the copy directly cannot bring a suspended profile back into the lists.
    await t.database.db.execute(sql`update profiles set is_suspended = false where user_id = ${userOf('suspensa')}`);
    expect(await models({ city })).toEqual(['fica']);

    await t.database.db.execute(sql`update users set suspended_at = null where id in (${userOf('suspensa')}, ${userOf('agencia')})`);
    expect(await models({ city })).toEqual(['suspensa', 'fica']);
    expect(labels(await getPage(t.app, '/api/contractors', { city }))).toEqual(['agencia']);
  });
});

describe('GET /api/contractors', () => {
  const city = 'Cidade dos Contratantes';
  beforeAll(async () => {
    await insertPeople(t.database.db, { city }, [
      { label: 'agencia', user: { userType: 'contractor' }, profile: { companyName: 'Agência Estrela' } },
      { label: 'fotografo', user: { userType: 'photographer' }, profile: { photographerSpecialties: ['moda'] } },
      { label: 'modelo' },
      { label: 'fotografo-pro', user: { userType: 'photographer', ...pro() } },
      { label: 'agencia-ba', user: { userType: 'contractor' }, profile: { state: 'BA' } },
    ]);
  });

  it('lists contractors and photographers, PRO first, never models', async () => {
    const page = await getPage(t.app, '/api/contractors', { city });
    expect(labels(page)).toEqual(['fotografo-pro', 'agencia', 'fotografo', 'agencia-ba']);
    expect(page.items[0]).toMatchObject({ user_type: 'photographer', is_pro: true });
    expect(page.items[1]).toMatchObject({ user_type: 'contractor', company_name: 'Agência Estrela', is_pro: false });
    expect(page.items[2]).toMatchObject({ photographer_specialties: ['moda'] });
  });

  it('filters by type, state, city without accents and company text', async () => {
    expect(labels(await getPage(t.app, '/api/contractors', { city, type: 'photographer' }))).toEqual(['fotografo-pro', 'fotografo']);
    expect(labels(await getPage(t.app, '/api/contractors', { city, type: 'contractor' }))).toEqual(['agencia', 'agencia-ba']);
    expect(labels(await getPage(t.app, '/api/contractors', { city, state: 'BA' }))).toEqual(['agencia-ba']);
    expect(labels(await getPage(t.app, '/api/contractors', { city: 'cidade dos CONTRATANTES' }))).toHaveLength(4);
    expect(labels(await getPage(t.app, '/api/contractors', { city, q: 'agencia estrela' }))).toEqual(['agencia']);
  });

  it('refuses a type that is not a contractor kind, and model filters', async () => {
    for (const query of [{ type: 'model' }, { type: 'admin' }, { gender: 'feminino' }] as Array<Record<string, string>>) {
      const res = await getList(t.app, '/api/contractors', query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String), details: expect.any(Array) });
    }
  });

  it('pages with its own cursor', async () => {
    expect(await scrollAll(t.app, '/api/contractors', { city, limit: 1 })).toEqual(['fotografo-pro', 'agencia', 'fotografo', 'agencia-ba']);
  });
});

describe('bad requests', () => {
  const city = 'Cidade do Cursor';
  beforeAll(async () => {
    await insertPeople(
      t.database.db,
      { city },
      Array.from({ length: 3 }, (_, i) => ({ label: `c-${i}` })),
    );
  });

  const cursorFor = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');
  const valid = { v: 1, n: Date.now(), s: 1, c: '2025-01-01 10:00:00.123456+00', i: 'demo_1_1' };

  it('a tampered or foreign cursor is a 400 with a Portuguese message, never a 500', async () => {
    const first = await getPage(t.app, '/api/models', { city, limit: 1 });
    const real = first.nextCursor as string;
    expect(real).toBeTruthy();
    const tampered = [
      'nao-e-um-cursor',
      `${real.slice(0, -3)}xyz`,
      cursorFor({ ...valid, v: 2 }),
      cursorFor({ ...valid, s: 2 }),
      cursorFor({ ...valid, c: 'ontem' }),
      cursorFor({ ...valid, c: "2025-01-01 10:00:00'; drop table profiles; --" }),
      // Shaped like a timestamp but not one: PostgreSQL would throw on the cast.
      cursorFor({ ...valid, c: '2025-13-45 25:61:61' }),
      cursorFor({ ...valid, c: '2025-02-30 10:00:00+00' }),
      cursorFor({ ...valid, c: '2025-01-01 10:00:00+99:99' }),
      cursorFor({ ...valid, c: '0000-01-01 10:00:00+00' }),
      // A "now" no date can hold.
      cursorFor({ ...valid, n: 1e20 }),
      cursorFor({ ...valid, extra: true }),
      cursorFor([1, 2, 3]),
      cursorFor(null),
    ];
    for (const cursor of tampered) {
      const res = await getList(t.app, '/api/models', { cursor });
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json(), cursor).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'A página pedida é inválida. Recarregue a lista.',
        details: [{ location: 'querystring', path: 'cursor', message: 'A página pedida é inválida. Recarregue a lista.' }],
      });
      expect((await getList(t.app, '/api/contractors', { cursor })).statusCode).toBe(400);
    }
    // The untouched cursor still works.
    expect(labels(await getPage(t.app, '/api/models', { city, limit: 1, cursor: real }))).toEqual(['c-1']);
    // A well-formed cursor this server could have written is accepted even if its position is old.
    expect(
      (
        await getList(t.app, '/api/models', {
          city,
          cursor: encodeListCursor({ now: new Date(), segment: 1, createdAt: '2030-01-01 00:00:00+00', userId: 'x' }),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses unknown parameters with 400 and details', async () => {
    for (const path of ['/api/models', '/api/contractors'] as const) {
      const res = await getList(t.app, path, { estado: 'SP' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Alguns dados enviados são inválidos. Confira e tente novamente.',
        details: expect.any(Array),
      });
    }
  });

  it('limits: 1 to 48, 24 by default', async () => {
    for (const limit of ['0', '49', '-1', '2.5', 'muitos']) {
      const res = await getList(t.app, '/api/models', { limit });
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await getPage(t.app, '/api/models', { city, limit: 48 })).items).toHaveLength(3);
    const many = 'Cidade Cheia';
    await insertPeople(
      t.database.db,
      { city: many },
      Array.from({ length: 50 }, (_, i) => ({ label: `m-${i}` })),
    );
    const byDefault = await getPage(t.app, '/api/models', { city: many });
    expect(byDefault.items).toHaveLength(24);
    expect(byDefault.nextCursor).toBeTruthy();
    const max = await getPage(t.app, '/api/models', { city: many, limit: 48 });
    expect(max.items).toHaveLength(48);
    const rest = await getPage(t.app, '/api/models', { city: many, limit: 48, cursor: max.nextCursor as string });
    expect(labels(rest)).toEqual(['m-48', 'm-49']);
    expect(rest.nextCursor).toBeNull();
  });
});

describe('cards carry no contact data (docs/security.md #11)', () => {
  it('no phone, no email, only the card fields', async () => {
    const city = 'Cidade Privada';
    await insertPeople(t.database.db, { city }, [
      { label: 'modelo-privada', user: { email: 'privada@exemplo.com.br' }, profile: { phone: '11987654321' } },
      { label: 'agencia-privada', user: { userType: 'contractor', email: 'agencia@exemplo.com.br' }, profile: { phone: '21912345678' } },
    ]);
    const modelsRes = await getList(t.app, '/api/models', { city });
    const contractorsRes = await getList(t.app, '/api/contractors', { city });
    for (const res of [modelsRes, contractorsRes]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/@exemplo|@demo|987654321|912345678|phone|email|demo_/);
    }
    expect(Object.keys(modelsRes.json().items[0]).sort()).toEqual(
      [
        'city',
        'first_name',
        'gender',
        'height_cm',
        'is_pro',
        'is_verified',
        'last_name',
        'model_physical_type',
        'model_type',
        'profile_image_url',
        'profile_slug',
        'state',
      ].sort(),
    );
    expect(Object.keys(contractorsRes.json().items[0]).sort()).toEqual(
      [
        'city',
        'company_name',
        'first_name',
        'is_pro',
        'is_verified',
        'last_name',
        'photographer_specialties',
        'profile_image_url',
        'profile_slug',
        'state',
        'user_type',
      ].sort(),
    );
  });
});
