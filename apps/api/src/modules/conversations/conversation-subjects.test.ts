import { randomUUID } from 'node:crypto';
import { CONTACT_HIDDEN_TEXT, IDEMPOTENCY_KEY_HEADER } from '@passarela/shared';
import { describe, expect, it } from 'vitest';
import { call, insertJob, proposalBody } from '../../test-support/hiring.ts';
import { creditWalletForTest } from '../../test-support/ledger.ts';
import { createHiringCast } from '../../test-support/people.ts';
import { bookingBody, publishedPackage, send as sendAs } from '../../test-support/shoots.ts';
import { openTestAppForFile } from '../../test-support/test-app.ts';
import type { TestPerson } from '../../test-support/test-person.ts';

/** Threads about an application, a proposal and a shoot booking: only their two sides start or read them (docs/product.md "Conversations"). */
const t = await openTestAppForFile();
const { model, otherModel, owner, otherOwner: photographer, admin } = await createHiringCast(t);

const start = (who: TestPerson, subject: Record<string, unknown>, body = 'Olá! Podemos combinar os detalhes?') =>
  call(t, who, 'POST', '/api/conversations', { subject, body });
const send = (who: TestPerson, id: string, body: string) => call(t, who, 'POST', `/api/conversations/${id}/messages`, { body });

/** Both sides open the same thread; a third person, even an admin, finds nothing there (404). */
async function onlyTheTwo(subject: Record<string, unknown>, first: TestPerson, second: TestPerson, strangers: TestPerson[]) {
  const opened = await start(first, subject);
  expect(opened.statusCode, opened.body).toBe(201);
  const answered = await start(second, subject, 'Claro!');
  expect(answered.statusCode, answered.body).toBe(201);
  expect(answered.json().conversation_id).toBe(opened.json().conversation_id);
  for (const stranger of strangers) {
    const refused = await start(stranger, subject);
    expect(refused.statusCode, `${stranger.name}: ${refused.body}`).toBe(404);
    expect(refused.json().code).toBe('CONVERSATION_NOT_FOUND');
  }
  expect((await start(first, { ...subject, id: randomUUID() })).statusCode).toBe(404);
  return opened.json().conversation_id as string;
}

async function bookShoot(buyer: TestPerson, packageId: string) {
  const created = await sendAs(t, buyer, 'POST', '/api/shoot-bookings', bookingBody(packageId));
  expect(created.statusCode, created.body).toBe(201);
  return created.json().booking as { id: string; total_cents: number };
}

async function payShoot(buyer: TestPerson, booking: { id: string; total_cents: number }) {
  await creditWalletForTest(t.database.db, buyer.id, booking.total_cents);
  const paid = await sendAs(t, buyer, 'POST', `/api/shoot-bookings/${booking.id}/pay-with-wallet`, {}, { [IDEMPOTENCY_KEY_HEADER]: randomUUID() });
  expect(paid.statusCode, paid.body).toBe(200);
}

const pkg = await publishedPackage(t, photographer, { title: 'Book em estúdio' });

describe('conversation subjects', () => {
  it('an application’s thread is its applicant’s and the job owner’s', async () => {
    const job = await insertJob(t, owner.id);
    const applied = await call(t, model, 'POST', `/api/jobs/${job.id}/applications`, {});
    expect(applied.statusCode, applied.body).toBe(201);
    const id = await onlyTheTwo({ kind: 'application', id: applied.json().application.id }, model, owner, [otherModel, photographer, admin]);
    const thread = (await call(t, owner, 'GET', `/api/conversations/${id}`)).json().conversation;
    expect(thread.subject).toMatchObject({ kind: 'application', title: 'Catálogo de verão', link: '/dashboard?tab=my-jobs' });
  });

  it('a proposal’s thread is its model’s and its owner’s', async () => {
    const proposal = await call(t, owner, 'POST', '/api/proposals', { ...proposalBody(), model_slug: model.slug });
    expect(proposal.statusCode, proposal.body).toBe(201);
    const id = await onlyTheTwo({ kind: 'proposal', id: proposal.json().proposal.id }, owner, model, [otherModel, photographer, admin]);
    const thread = (await call(t, model, 'GET', `/api/conversations/${id}`)).json().conversation;
    expect(thread.subject).toMatchObject({ kind: 'proposal', title: 'Ensaio de moda praia', link: '/dashboard?tab=proposals' });
  });

  it('a shoot booking’s thread is its buyer’s and its photographer’s; contacts go through once it is paid', async () => {
    const booking = await bookShoot(model, pkg.id);
    const subject = { kind: 'booking', id: booking.id };
    const id = await onlyTheTwo(subject, model, photographer, [otherModel, owner, admin]);
    const thread = (await call(t, photographer, 'GET', `/api/conversations/${id}`)).json().conversation;
    expect(thread).toMatchObject({ subject: { kind: 'booking', title: 'Book em estúdio', link: '/dashboard?tab=shoots' }, contact_shield: true });
    expect((await call(t, model, 'GET', '/api/conversations')).json().items[0].subject).toMatchObject({ kind: 'booking', title: 'Book em estúdio' });

    // Awaiting payment: the shield holds.
    const before = await send(photographer, id, 'Me chama no 11 98765-4321');
    expect(before.json()).toMatchObject({ hidden: ['phone'], message: { body: `Me chama no ${CONTACT_HIDDEN_TEXT}` } });

    // Paid into escrow: it lifts, for this thread and any other between the two.
    await payShoot(model, booking);
    expect((await call(t, model, 'GET', `/api/conversations/${id}`)).json().conversation.contact_shield).toBe(false);
    const after = await send(photographer, id, 'Me chama no 11 98765-4321');
    expect(after.json()).toMatchObject({ hidden: [], message: { body: 'Me chama no 11 98765-4321', contact_hidden: false } });
  });

  it('a contractor who booked a photographer talks with her about it too', async () => {
    const booking = await bookShoot(owner, pkg.id);
    await onlyTheTwo({ kind: 'booking', id: booking.id }, photographer, owner, [model, otherModel]);
  });

  it('a paid booking between others does not lift the shield', async () => {
    const booking = await bookShoot(otherModel, pkg.id);
    await payShoot(otherModel, booking);
    const job = await insertJob(t, owner.id, { title: 'Outra vaga' });
    const applied = await call(t, otherModel, 'POST', `/api/jobs/${job.id}/applications`, {});
    const opened = await start(otherModel, { kind: 'application', id: applied.json().application.id }, 'Meu número: 11 98765-4321');
    expect(opened.json().hidden).toEqual(['phone']);
  });
});
