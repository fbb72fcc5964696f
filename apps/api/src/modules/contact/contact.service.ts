import type { ContactMessage, ContactMessageStatus } from '@passarela/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TransactionRunner } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { type EmailBranding, escapeHtml } from '../../lib/mailer/email-layout.ts';
import type { Mailer } from '../../lib/mailer/mailer.ts';
import { createAuditRepository } from '../audit/index.ts';
import { type RateLimiter, rateLimitRules } from '../rate-limits/index.ts';
import { type ContactRepository, createContactRepository } from './contact.repository.ts';

const PAGE_SIZE = 30;

export interface ContactServiceDeps {
  repository: ContactRepository;
  runInTransaction: TransactionRunner;
  rateLimiter: RateLimiter;
  /** ADMIN_ALERT_EMAIL: where the operator hears of a new message (none when empty). */
  settings: () => Promise<{ ADMIN_ALERT_EMAIL: string }>;
  mailer: Mailer;
  branding: () => Promise<EmailBranding>;
}

/** /contato's form (anyone) and the admin inbox ("Contato" in /admin) with a status per message. */
export function createContactService({ repository, runInTransaction, rateLimiter, settings, mailer, branding }: ContactServiceDeps) {
  async function alertOperator(subject: string, name: string, email: string): Promise<void> {
    const { ADMIN_ALERT_EMAIL: to } = await settings();
    if (!to) return;
    const brand = await branding();
    const text = `Nova mensagem de ${name} <${email}>: ${subject}\n\nLeia em ${brand.publicUrl}/admin?secao=contato`;
    await mailer.send({
      to,
      subject: `Nova mensagem de contato na ${brand.siteName}`,
      text,
      html: `<p>Nova mensagem de ${escapeHtml(name)} &lt;${escapeHtml(email)}&gt;: ${escapeHtml(subject)}</p><p><a href="${escapeHtml(brand.publicUrl)}/admin?secao=contato">Abrir a caixa de entrada</a></p>`,
    });
  }

  return {
    /** Limited per IP; `log` is the request's, so a failed alert is logged with it. */
    async send(
      message: { name: string; email: string; subject: string; message: string },
      sender: { userId: string | null; ip: string; log: FastifyBaseLogger },
    ): Promise<ContactMessage> {
      await rateLimiter.consume([{ rule: rateLimitRules.contactMessageIp, subject: sender.ip }]);
      const saved = await repository.insert({ ...message, userId: sender.userId });
      // The operator hears about it by email when they set an address for alerts; never blocks the sender.
      void alertOperator(saved.subject, saved.name, saved.email).catch((error: unknown) =>
        sender.log.error({ err: error }, 'could not email the contact alert'),
      );
      return saved;
    },

    async list(status: ContactMessageStatus | undefined, cursor: string | undefined) {
      const page = await repository.list(status, cursor, PAGE_SIZE);
      return { items: page.items, next_cursor: page.nextCursor };
    },

    /** Read, answered or archived; the change and its audit row commit together. */
    async setStatus(adminId: string, id: string, status: ContactMessageStatus): Promise<ContactMessage> {
      return runInTransaction(async (tx) => {
        const updated = await createContactRepository(tx).setStatus(id, status);
        if (!updated) throw new AppError('CONTACT_MESSAGE_NOT_FOUND');
        await createAuditRepository(tx).record({
          actorId: adminId,
          action: 'contact.update_status',
          targetType: 'contact_message',
          targetId: updated.id,
          details: { target_label: `${updated.subject} (${updated.email})`, status: updated.status },
        });
        return updated;
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
