import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson } from '../../test-support/people.ts';
import { publishedPackage, send } from '../../test-support/shoots.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let seed: TestApp;

beforeAll(async () => {
  seed = await createTestApp();
  const dist = path.join(seed.config.dataDir, 'web-dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="pt-BR"><head><title>Passarela</title></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ database: seed.database, env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  await seed.close();
});

describe('/ensaios/:packageId share preview (issue 27)', () => {
  it('answers 200 with the package in the head; paused, unknown or malformed: 404', async () => {
    const photographer = await createPerson(t, 'photographer', { firstName: 'Paula' });
    const pkg = await publishedPackage(t, photographer);
    const page = await t.app.inject({ method: 'GET', url: `/ensaios/${pkg.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Book fotográfico — 2 h, 3 looks | Ensaios');
    expect(page.body).toContain('R$ 800,00');
    await send(t, photographer, 'PATCH', `/api/shoots/${pkg.id}`, { status: 'paused' });
    expect((await t.app.inject({ method: 'GET', url: `/ensaios/${pkg.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/ensaios/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/ensaios/nada' })).statusCode).toBe(404);
  });
});
