import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailCapture } from '../../test-support/mail-capture.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createPerson } from '../../test-support/people.ts';
import { bornYearsAgo, makeMinor, ownProfile, patchProfile } from '../../test-support/guardian-consent.ts';

// README "Minors reach contractors through a guardian": the person sets her birth date once, in a
// sane range; after that only an admin changes it (admin-birth-date.test.ts).

const mail = createMailCapture();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { mailer: mail.mailer } });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** `years` ago to the day (no month's margin: the range's own edge). */
function exactlyYearsAgo(years: number, extraDays = 0): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() - extraDays);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

const messageOf = (body: string) => (JSON.parse(body).details as { path: string; message: string }[]).find((detail) => detail.path === 'birth_date')?.message;

describe('PATCH /api/profiles/me: the birth date is set once', () => {
  it('refuses dates out of range: 1900, 120 years ago, a 10-year-old, the future, not a day', async () => {
    const model = await createPerson(t, 'model', { firstName: 'Lara' });
    const nextYear = new Date().getFullYear() + 1;
    const cases: [string, string][] = [
      ['1900-01-01', 'Confira a data de nascimento: ela não pode ser de mais de 100 anos atrás.'],
      [exactlyYearsAgo(120), 'Confira a data de nascimento: ela não pode ser de mais de 100 anos atrás.'],
      [exactlyYearsAgo(100, 1), 'Confira a data de nascimento: ela não pode ser de mais de 100 anos atrás.'],
      [bornYearsAgo(10), 'É preciso ter pelo menos 14 anos.'],
      [`${nextYear}-01-01`, 'A data de nascimento não pode estar no futuro.'],
      ['2008-02-30', 'Data de nascimento inválida.'],
      ['15/03/2008', 'Data de nascimento inválida.'],
    ];
    for (const [birthDate, message] of cases) {
      const res = await patchProfile(t, model, { birth_date: birthDate });
      expect(res.statusCode, birthDate).toBe(400);
      expect(messageOf(res.body), birthDate).toBe(message);
    }
    expect((await ownProfile(t, model)).birth_date).toBeNull();
    // The edges themselves are fine: 100 years ago today.
    const oldest = await patchProfile(t, model, { birth_date: exactlyYearsAgo(100) });
    expect(oldest.statusCode, oldest.body).toBe(200);
  });

  it('sets it while empty, keeps it when the same value comes back, refuses null and another date', async () => {
    const model = await createPerson(t, 'model', { firstName: 'Vera' });
    expect((await patchProfile(t, model, { birth_date: null })).statusCode).toBe(200);
    const birthDate = bornYearsAgo(25);
    expect((await patchProfile(t, model, { birth_date: birthDate })).statusCode).toBe(200);
    const same = await patchProfile(t, model, { birth_date: birthDate, bio: 'Modelo de catálogo.' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().profile).toMatchObject({ birth_date: birthDate, bio: 'Modelo de catálogo.' });
    // An older form that does not send it keeps it.
    expect((await patchProfile(t, model, {})).json().profile.birth_date).toBe(birthDate);

    for (const other of [null, bornYearsAgo(30), bornYearsAgo(16)]) {
      const refused = await patchProfile(t, model, { birth_date: other });
      expect(refused.statusCode, String(other)).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'BIRTH_DATE_LOCKED',
        message: 'A data de nascimento não pode ser alterada depois de salva. Se ela estiver errada, fale com o suporte.',
        details: [{ path: 'birth_date', message: 'A data de nascimento não pode ser alterada depois de salva. Se ela estiver errada, fale com o suporte.' }],
      });
    }
    expect((await ownProfile(t, model)).birth_date).toBe(birthDate);
  });

  it('a minor cannot clear it nor make herself an adult: she stays a minor with her guardian', async () => {
    const model = await createPerson(t, 'model', { firstName: 'Nina' });
    const guardian = await makeMinor(t, mail, model);
    for (const birthDate of [null, bornYearsAgo(19), '1900-01-01']) {
      const res = await patchProfile(t, model, { birth_date: birthDate });
      expect([400, 409], String(birthDate)).toContain(res.statusCode);
    }
    const profile = await ownProfile(t, model);
    expect(profile).toMatchObject({ age: 16, guardian_email: guardian.guardian_email, guardian_consent: { status: 'confirmed' } });
  });
});
