import { expect, test } from '../../support/test.ts';
import { person } from '../../support/accounts.ts';
import { pageFor, phone } from '../../support/browser.ts';
import { toastItems } from '../../support/dialogs.ts';
import { inDays } from '../../support/dates.ts';
import { fundContractByCard } from '../../support/payments.ts';

/**
 * Reviews after a completed contract (docs/product.md "Reviews"): the hiring steps are taken through
 * the API (another spec walks them on screen); the model then reviews on her phone, sees that the
 * other side's review waits, and once both are in she sees it, replies, and the contractor's
 * profile shows the rating.
 */

test('after a completed contract both sides review; the review waits for the other, then shows, gets a reply and a rating', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  const model = await person(origin, 'model', { sendOrigin: true });
  const contractor = await person(origin, 'contractor', { sendOrigin: true });

  const proposal = await contractor.api.post('/api/proposals', {
    data: { title: 'Desfile de verão', work_date: inDays(3), place: 'Shopping Central, São Paulo/SP', amount_cents: 90_000, model_slug: model.account.slug },
  });
  expect(proposal.status(), await proposal.text()).toBe(201);
  const proposalId = (await proposal.json()).proposal.id as string;
  const accepted = await model.api.post(`/api/proposals/${proposalId}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  const contractId = (await accepted.json()).contract.id as string;
  await fundContractByCard(contractor, origin, contractId);
  for (const who of [contractor, model]) {
    const done = await who.api.post(`/api/contracts/${contractId}/complete`);
    expect(done.status(), await done.text()).toBe(200);
  }

  // The model reviews from her phone, with the keyboard on the stars.
  const her = await pageFor(browser, origin, model, phone);
  await her.goto('/dashboard?tab=proposals');
  const card = her.getByRole('listitem', { name: 'Contrato: Desfile de verão' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByRole('radio', { name: '3 estrelas' }).check();
  await her.keyboard.press('ArrowRight');
  await expect(card.getByRole('radio', { name: '4 estrelas' })).toBeChecked();
  await card.getByLabel('Comentário (opcional)').fill('Equipe organizada e pagamento combinado.');
  await card.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(toastItems(her).filter({ hasText: 'Avaliação enviada' })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Sua avaliação' })).toBeVisible();
  await expect(card.getByText('A avaliação da outra parte aparece quando as duas forem enviadas ou quando o prazo terminar.')).toBeVisible();

  // The contractor is told (bell) and reviews back through the API.
  const contractorCount = await contractor.api.get('/api/notifications/unread-count');
  expect((await contractorCount.json()).count).toBeGreaterThanOrEqual(1);
  const back = await contractor.api.post(`/api/contracts/${contractId}/reviews`, { data: { rating: 5, comment: 'Pontual e muito profissional.' } });
  expect(back.status(), await back.text()).toBe(201);

  await her.reload();
  await expect(card.getByText('Pontual e muito profissional.')).toBeVisible({ timeout: 20_000 });
  // "Denunciar" under his review of her, none under her own.
  const report = { name: 'Denunciar', exact: true } as const;
  await expect(card.getByRole('button', report)).toHaveCount(1);
  await expect(card.getByRole('article').filter({ hasText: 'Pontual e muito profissional.' }).getByRole('button', report)).toBeVisible();

  // Her Avaliações tab: the received review, with a reply form.
  await her.goto('/dashboard?tab=reviews');
  await expect(her.getByRole('heading', { level: 2, name: 'Avaliações' })).toBeVisible({ timeout: 20_000 });
  const received = her.getByRole('tabpanel');
  await expect(received.getByText('Pontual e muito profissional.')).toBeVisible();
  await received.getByRole('button', { name: 'Responder' }).click();
  await received.getByLabel('Sua resposta (uma vez só)').fill('Obrigada pela parceria!');
  await received.getByRole('button', { name: 'Publicar resposta' }).click();
  await expect(received.getByText('Obrigada pela parceria!')).toBeVisible();
  await expect(received.getByRole('button', { name: 'Responder' })).toHaveCount(0);
  // She reports the review about her from here (the same dialog as on a public profile).
  await received.getByRole('button', report).click();
  const dialog = her.getByRole('dialog', { name: 'Denunciar' });
  await expect(dialog).toContainText('Avaliação');
  await dialog.getByRole('radio', { name: 'Outro' }).check();
  await dialog.getByLabel('Conte o que aconteceu (opcional)').fill('Comentário não corresponde ao trabalho.');
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(dialog.getByRole('status')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(received.getByRole('button', { name: 'Denunciado' })).toBeVisible();
  // Her own written reviews: nothing to report.
  await her.getByRole('tab', { name: 'Enviadas' }).click();
  await expect(her.getByRole('tabpanel').getByText('Equipe organizada e pagamento combinado.')).toBeVisible();
  await expect(her.getByRole('tabpanel').getByRole('button', report)).toHaveCount(0);

  // The contractor's public profile shows the rating and the review.
  await her.goto(`/perfil/${contractor.account.slug}`);
  await expect(her.getByText('Nota 4,0 de 5, 1 avaliação').first()).toBeAttached({ timeout: 20_000 });
  await expect(her.getByRole('heading', { level: 2, name: 'Avaliações' })).toBeVisible();
  await expect(her.getByText('Equipe organizada e pagamento combinado.')).toBeVisible();
});
