import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { todayInBrazil } from '@passarela/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, users } from '../../db/schema/index.ts';
import { createAccount } from '../../test-support/accounts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test-support/test-app.ts';

const indexHtml = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <title>Passarela | Modelos, contratantes e fotógrafos</title>
    <meta name="description" content="Passarela é o marketplace padrão." />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let seed: TestApp;
let owner: Awaited<ReturnType<typeof createAccount>>;
const nonModel = { model_type: undefined, model_physical_type: undefined, gender: undefined, model_characteristics: [], work_interests: [] };

const inDays = (days: number) => {
  const [y, m, d] = todayInBrazil().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

async function createJob(title: string, publish: boolean): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: { origin: TEST_ORIGIN, cookie: owner.cookie },
    payload: {
      title,
      description: 'Campanha de verão com fotos na praia & vídeo curto para redes sociais.',
      job_type: 'publicidade_impressa',
      city: 'Florianópolis',
      state: 'SC',
      starts_on: inDays(20),
      pay_cents: 80_000,
      pay_unit: 'job',
      openings: 2,
      publish,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const metaContent = (html: string, key: string) =>
  [...html.matchAll(/<meta\s[^>]*?(?:name|property)="([^"]+)"[^>]*?content="([^"]*)"[^>]*>/g)].find((match) => match[1] === key)?.[2];

beforeAll(async () => {
  seed = await createTestApp();
  const dist = path.join(seed.config.dataDir, 'web-dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  t = await createTestApp({ database: seed.database, env: { WEB_DIST_DIR: dist } });
  owner = await createAccount(t.app, { userType: 'contractor', first_name: 'Marina', last_name: 'Sol', ...nonModel });
  await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, owner.user.id));
}, 180_000);
afterAll(async () => {
  await t?.close();
  await seed?.close();
});

describe('GET /vagas/:jobId (share preview) and the sitemap', () => {
  it('sends the job’s title, description, og tags and the owner’s photo; lists open jobs in the sitemap', async () => {
    const id = await createJob('Campanha <verão> na praia', true);
    const res = await t.app.inject({ url: `/vagas/${id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Campanha &lt;verão&gt; na praia | Vagas | Passarela</title>');
    expect(metaContent(html, 'description')).toMatch(
      /^Publicidade Impressa em Florianópolis, SC · R\$\s800,00 por trabalho · início em \d{2}\/\d{2}\/\d{4}\. Campanha de verão/,
    );
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'og:url')).toBe(`${t.config.publicUrl}/vagas/${id}`);
    expect(metaContent(html, 'og:image')).toMatch(/-960\.webp$/);
    expect(metaContent(html, 'robots')).toBeUndefined();
    expect(html).toContain('<div id="root"></div>');

    const xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(xml).toMatch(new RegExp(`<loc>${t.config.publicUrl}/vagas/${id}</loc><lastmod>\\d{4}-`));
  });

  it('gives drafts, cancelled jobs, suspended owners and malformed ids the plain app with 404, marked noindex', async () => {
    const draft = await createJob('Rascunho que ninguém vê', false);
    const cancelled = await createJob('Vaga cancelada depois', true);
    await t.database.db.update(jobs).set({ status: 'cancelled' }).where(eq(jobs.id, cancelled));
    for (const url of [`/vagas/${draft}`, `/vagas/${cancelled}`, '/vagas/nao-existe', '/vagas/00000000-0000-4000-8000-000000000000']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(metaContent(res.body, 'robots'), url).toBe('noindex');
      expect(res.body).not.toContain('og:title');
    }
    const closed = await createJob('Vaga encerrada ainda visível', true);
    await t.database.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, closed));
    const closedPage = await t.app.inject({ url: `/vagas/${closed}` });
    expect(metaContent(closedPage.body, 'og:title')).toBe('Vaga encerrada ainda visível | Vagas | Passarela');
    expect(metaContent(closedPage.body, 'robots')).toBe('noindex');

    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, owner.user.id));
    const open = await t.app.inject({ url: `/vagas/${closed}` });
    expect(metaContent(open.body, 'robots')).toBe('noindex');
    expect(open.body).not.toContain('og:title');
  });
});
