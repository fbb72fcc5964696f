import { expect } from 'vitest';
import { call } from './hiring.ts';
import type { createMailCapture } from './mail-capture.ts';
import { linkIn } from './mail-capture.ts';
import { TEST_ORIGIN, type TestApp } from './test-app.ts';
import type { TestPerson } from './test-person.ts';

/** Test-only helpers for minors and their guardians (README "Minors reach contractors through a guardian"). */

type MailCapture = ReturnType<typeof createMailCapture>;

/** A birth date `years` ago, a month further back so nobody has a birthday during the test. */
export function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setMonth(date.getMonth() - 1);
  return date.toISOString().slice(0, 10);
}

/** The wizard's answers a model's PATCH /api/profiles/me carries besides the ones a test is about. */
export const wizardFields = {
  last_name: 'Teste',
  city: 'Campinas',
  state: 'SP',
  instagram_handle_raw: '@modelo.teste',
  gender: 'feminino',
  model_type: 'morena',
  model_physical_type: 'fitness',
  model_characteristics: ['natural'],
  work_interests: ['catalogo'],
};

let guardianSeq = 0;

/** A guardian nobody else in the test run names (the guardian's address has its own email limit). */
export function newGuardian(firstName = 'Marta') {
  guardianSeq += 1;
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  return {
    guardian_name: `${firstName} Souza Lima`,
    guardian_email: `${firstName.toLowerCase()}.${guardianSeq}.${digits}@exemplo.com.br`,
    guardian_phone: `199${digits}`.slice(0, 10) + String(guardianSeq % 10),
  };
}

export function patchProfile(t: TestApp, who: TestPerson, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'PATCH',
    url: '/api/profiles/me',
    headers: who.headers,
    payload: { first_name: who.name.split(' ')[0], phone: who.phone, ...wizardFields, ...body },
  });
}

export async function ownProfile(t: TestApp, who: TestPerson) {
  return (await call(t, who, 'GET', '/api/profiles/me')).json().profile as Record<string, unknown>;
}

/** The token of the latest consent link emailed to `address` (waits for the `count`-th email). */
export async function consentTokenFor(mail: MailCapture, address: string, count = 1): Promise<string> {
  const message = await mail.waitFor(address, 'Autorize', count);
  const link = linkIn(message);
  expect(link.pathname).toBe('/responsavel/confirmar');
  const token = link.searchParams.get('token');
  if (!token) throw new Error('no token in the consent link');
  return token;
}

export function postConsent(t: TestApp, action: 'lookup' | 'confirm', token: string, remoteAddress = '203.0.113.7') {
  return t.app.inject({ method: 'POST', url: `/api/guardian-consents/${action}`, headers: { origin: TEST_ORIGIN }, remoteAddress, payload: { token } });
}

/** A 16-year-old model with a guardian on file, confirmed unless `confirm` is false. */
export async function makeMinor(
  t: TestApp,
  mail: MailCapture,
  model: TestPerson,
  options: { confirm?: boolean; guardian?: ReturnType<typeof newGuardian> } = {},
) {
  const guardian = options.guardian ?? newGuardian();
  const saved = await patchProfile(t, model, { birth_date: bornYearsAgo(16), ...guardian });
  expect(saved.statusCode, saved.body).toBe(200);
  if (options.confirm !== false) {
    const confirmed = await postConsent(t, 'confirm', await consentTokenFor(mail, guardian.guardian_email));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }
  return guardian;
}
