import { expect, test } from '@playwright/test';
import { person } from '../../support/accounts.ts';
import { pageFor, phone } from '../../support/browser.ts';
import { inDays } from '../../support/dates.ts';
import { toastItems } from '../../support/dialogs.ts';
import { publishJob } from '../../support/hiring.ts';
import { applyByApi, updateOwnProfile } from '../../support/job-match.ts';

// Issue 24: a model learned only after applying that the job wanted someone taller, in another
// city; a contractor had to open every profile to see who fits. The job's requirements are now
// checked against the profile (packages/shared matchJobRequirements) on both sides.

/** Where to save the screens for a look by eye, when set. */
const shotsDir = process.env.JOB_MATCH_SHOTS_DIR;

const job = (title: string) => ({
  title,
  description: 'Fotos de moda para o catálogo da nova coleção, com figurino da marca.',
  starts_on: inDays(20),
  pay_cents: 50_000,
});

test('a model whose height and city do not fit the job is warned before applying, and may cancel or apply anyway', async ({ browser, baseURL }) => {
  // Two sign-ups with their email confirmations, then a phone screen.
  test.setTimeout(120_000);
  const origin = String(baseURL);
  const contractor = await person(origin, 'contractor');
  // Campinas, SP, 1,62 m.
  const model = await person(origin, 'model');
  await updateOwnProfile(model, origin, { height_cm: 162 });
  const { id } = await publishJob(contractor, origin, job(`Catálogo no Rio ${Date.now().toString(36)}`), {
    city: 'Rio de Janeiro',
    state: 'RJ',
    min_height_cm: 170,
    max_height_cm: 180,
  });

  const her = await pageFor(browser, origin, model, phone);
  await her.goto(`/vagas/${id}`);
  const panel = her.getByTestId('job-apply-panel');
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await panel.getByLabel('Mensagem para o contratante (opcional)').fill('Tenho experiência com catálogo.');
  await panel.getByRole('button', { name: 'Candidatar-se' }).click();

  const warning = her.getByRole('dialog', { name: 'Seu perfil não atende a todos os requisitos' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('listitem')).toHaveText([
    'Esta vaga é em Rio de Janeiro, RJ; seu perfil diz Campinas, SP.',
    'Esta vaga pede altura entre 1,70 m e 1,80 m; seu perfil diz 1,62 m.',
  ]);
  // Cancelling is the safe choice: it has the focus, and both choices are on the phone's screen.
  const cancel = warning.getByRole('button', { name: 'Cancelar' });
  await expect(cancel).toBeFocused();
  await expect(cancel).toBeInViewport();
  await expect(warning.getByRole('button', { name: 'Candidatar-se mesmo assim' })).toBeInViewport();
  if (shotsDir) await her.screenshot({ path: `${shotsDir}/vaga-requisitos-aviso-390.png` });

  // Cancelling sends nothing.
  await cancel.click();
  await expect(warning).toBeHidden();
  const mine = await model.api.get(`/api/jobs/${id}/my-application`);
  expect(((await mine.json()) as { application: unknown }).application).toBeNull();

  // She decides to apply anyway: the message she wrote goes with it.
  await panel.getByRole('button', { name: 'Candidatar-se' }).click();
  await warning.getByRole('button', { name: 'Candidatar-se mesmo assim' }).click();
  await expect(toastItems(her).filter({ hasText: 'Candidatura enviada!' })).toBeVisible();
  await expect(panel).toContainText('Em análise');
  await expect(panel).toContainText('Tenho experiência com catálogo.');

  await her.context().close();
  await model.api.dispose();
  await contractor.api.dispose();
});

test('the applicant list marks who meets the job requirements and says what the others miss', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const origin = String(baseURL);
  const contractor = await person(origin, 'contractor');
  const { id } = await publishJob(contractor, origin, job(`Catálogo em Campinas ${Date.now().toString(36)}`), {
    required_gender: 'feminino',
    min_height_cm: 160,
    max_height_cm: 175,
  });
  const clara = await person(origin, 'model', { overrides: { first_name: 'Clara' } });
  await updateOwnProfile(clara, origin, { height_cm: 168 });
  const dora = await person(origin, 'model', { overrides: { first_name: 'Dora', city: 'Santos' } });
  await updateOwnProfile(dora, origin, { height_cm: 185 });
  await applyByApi(clara, origin, id);
  await applyByApi(dora, origin, id);

  const owner = await pageFor(browser, origin, contractor, phone);
  await owner.goto(`/dashboard?tab=my-jobs&job=${id}`);
  const fits = owner.getByRole('listitem', { name: `Candidatura de ${clara.account.name}` });
  // The dashboard's chunks load on first visit; a busy machine may take a while.
  await expect(fits.getByTestId('applicant-requirements')).toHaveText('Atende aos requisitos da vaga', { timeout: 20_000 });

  const misses = owner.getByRole('listitem', { name: `Candidatura de ${dora.account.name}` });
  const requirements = misses.getByTestId('applicant-requirements');
  await expect(requirements).toContainText('Não atende a 2 requisitos da vaga');
  await expect(requirements.getByRole('listitem')).toHaveText([
    'Local: Santos, SP; a vaga é em Campinas, SP.',
    'Altura: 1,85 m; a vaga pede entre 1,60 m e 1,75 m.',
  ]);
  if (shotsDir) {
    await misses.scrollIntoViewIfNeeded();
    await owner.screenshot({ path: `${shotsDir}/candidatos-requisitos-390.png`, fullPage: true });
  }

  await owner.context().close();
  for (const who of [contractor, clara, dora]) await who.api.dispose();
});
