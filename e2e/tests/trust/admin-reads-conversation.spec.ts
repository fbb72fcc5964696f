import { expect, test } from '@playwright/test';
import { person, signInByApi } from '../../support/accounts.ts';
import { phone } from '../../support/browser.ts';
import { e2eAdmin } from '../../support/e2e-admin.ts';
import { expectNoSidewaysScroll, settle } from '../../support/page-width.ts';

/**
 * An admin reads a thread only through a report or a dispute, and the reading is audited
 * (docs/security.md #32), on a phone: a model reports a message asking for a Pix; the admin's queue
 * shows the message as the model saw it (the key hidden), "Ler conversa" shows it as typed, and the
 * audit log has the reading.
 */

test.use({ viewport: phone });

test('the admin reads a reported message’s thread through "Ler conversa", and the reading is audited', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const origin = String(baseURL);
  const lastName = `Pix${Date.now().toString(36)}`;
  const contractor = await person(origin, 'contractor', { sendOrigin: true, overrides: { first_name: 'Lauro', last_name: lastName } });
  const model = await person(origin, 'model', { sendOrigin: true });
  const typed = 'Para garantir o trabalho, faça um pix para 123.456.789-09 hoje.';
  const started = await contractor.api.post('/api/conversations', { data: { subject: { kind: 'profile', slug: model.account.slug }, body: typed } });
  expect(started.status(), await started.text()).toBe(201);
  const { conversation_id: conversationId, message } = (await started.json()) as { conversation_id: string; message: { id: string; body: string } };
  expect(message.body).not.toContain('123.456.789-09');
  const reported = await model.api.post('/api/reports', { data: { item: { kind: 'message', id: message.id }, reason: 'advance_payment_scam' } });
  expect(reported.status(), await reported.text()).toBe(201);

  const context = await browser.newContext({ baseURL: origin, viewport: phone, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  try {
    const admin = await context.newPage();
    expect((await signInByApi(admin.request, origin, e2eAdmin.email, e2eAdmin.password)).status()).toBe(200);
    await admin.goto('/admin?secao=denuncias');
    await expect(admin.getByRole('heading', { level: 2, name: 'Denúncias' })).toBeVisible({ timeout: 20_000 });
    const group = admin.getByTestId('report-group').filter({ hasText: lastName });
    const more = admin.getByRole('button', { name: 'Carregar mais' });
    await expect(async () => {
      if ((await group.count()) === 0 && (await more.isVisible())) await more.click();
      await expect(group).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    // The queue shows what the model saw, not the key as typed.
    await expect(group.getByTestId('report-snapshot')).toContainText(message.body);
    await expect(group).not.toContainText('123.456.789-09');

    await group.getByRole('button', { name: 'Ler conversa' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Conversa' });
    await expect(dialog).toContainText('Cada leitura fica registrada na auditoria.');
    const line = dialog.getByTestId('admin-conversation-message');
    await expect(line).toHaveCount(1, { timeout: 20_000 });
    await expect(line).toContainText(message.body);
    await expect(line).toContainText('Texto original (a outra pessoa não vê)');
    await expect(line).toContainText(typed);
    await expect(dialog).toContainText('Aberta por uma denúncia de mensagem.');
    await settle(admin);
    await expectNoSidewaysScroll(admin, 'the admin reading a thread');
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toHaveCount(0);

    const audit = await admin.request.get(`/api/admin/audit-log?action=conversation.admin_read&target_id=${conversationId}`);
    expect(audit.status()).toBe(200);
    const { items } = (await audit.json()) as { items: { action: string; details: Record<string, unknown> }[] };
    expect(items).toHaveLength(1);
    expect(items[0]?.details).toMatchObject({ via: 'report', report_id: ((await reported.json()) as { id: string }).id });

    // The thread's own people do not reach the admin's route.
    for (const who of [contractor, model]) expect((await who.api.get(`/api/admin/conversations/${conversationId}`)).status()).toBe(404);
  } finally {
    await context.close();
  }
});
