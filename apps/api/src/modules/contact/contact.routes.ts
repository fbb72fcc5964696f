import {
  contactMessageBodySchema,
  contactMessageParamsSchema,
  contactMessageSchema,
  contactMessagesPageSchema,
  contactMessagesQuerySchema,
  contactMessageStatusBodySchema,
} from '@passarela/shared';
import type { AppInstance } from '../../app-instance.ts';
import { createTransactionRunner } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { escapeHtml } from '../../lib/mailer/email-layout.ts';
import { requireSessionUser } from '../../plugins/route-access.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { createRateLimitRepository } from '../rate-limits/rate-limit.repository.ts';
import { createRateLimiter, rateLimitRules } from '../rate-limits/rate-limiter.ts';
import { createContactRepository } from './contact.repository.ts';

const PAGE_SIZE = 30;

/** /contato's form (anyone) and the admin inbox ("Contato" in /admin) with a status per message. */
export async function contactRoutes(app: AppInstance) {
  const repository = createContactRepository(app.database.db);
  const runInTransaction = createTransactionRunner(app.database.db);
  const rateLimiter = createRateLimiter(createRateLimitRepository(app.database.db), { scale: app.config.rateLimitScale });

  app.post(
    '/api/contact',
    {
      config: { access: 'public' },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the site’s team (limited per IP)',
        body: contactMessageBodySchema,
        response: { 201: contactMessageSchema.pick({ id: true }) },
      },
    },
    async (request, reply) => {
      await rateLimiter.consume([{ rule: rateLimitRules.contactMessageIp, subject: request.ip }]);
      const saved = await repository.insert({ ...request.body, userId: request.sessionUser?.id ?? null });
      // The operator hears about it by email when they set an address for alerts; never blocks the sender.
      void alertOperator(app, saved.subject, saved.name, saved.email).catch((error: unknown) =>
        request.log.error({ err: error }, 'could not email the contact alert'),
      );
      return reply.status(201).send({ id: saved.id });
    },
  );

  app.get(
    '/api/admin/contact-messages',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Messages from /contato, newest first, by status',
        querystring: contactMessagesQuerySchema,
        response: { 200: contactMessagesPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const page = await repository.list(request.query.status, request.query.cursor, PAGE_SIZE);
      return { items: page.items, next_cursor: page.nextCursor };
    },
  );

  app.post(
    '/api/admin/contact-messages/:id/status',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Mark a message read, answered or archived (audited)',
        params: contactMessageParamsSchema,
        body: contactMessageStatusBodySchema,
        response: { 200: contactMessageSchema },
      },
    },
    async (request) => {
      const adminId = requireSessionUser(request).id;
      return runInTransaction(async (tx) => {
        const updated = await createContactRepository(tx).setStatus(request.params.id, request.body.status);
        if (!updated) throw new AppError('CONTACT_MESSAGE_NOT_FOUND');
        await recordAudit(tx, {
          actorId: adminId,
          action: 'contact.update_status',
          targetType: 'contact_message',
          targetId: updated.id,
          details: { target_label: `${updated.subject} (${updated.email})`, status: updated.status },
        });
        return updated;
      });
    },
  );
}

async function alertOperator(app: AppInstance, subject: string, name: string, email: string): Promise<void> {
  const { ADMIN_ALERT_EMAIL: to } = await app.services.settingsService.getAll();
  if (!to) return;
  const brand = await app.services.branding();
  const text = `Nova mensagem de ${name} <${email}>: ${subject}\n\nLeia em ${brand.publicUrl}/admin?secao=contato`;
  await app.services.mailer.send({
    to,
    subject: `Nova mensagem de contato na ${brand.siteName}`,
    text,
    html: `<p>Nova mensagem de ${escapeHtml(name)} &lt;${escapeHtml(email)}&gt;: ${escapeHtml(subject)}</p><p><a href="${escapeHtml(brand.publicUrl)}/admin?secao=contato">Abrir a caixa de entrada</a></p>`,
  });
}
