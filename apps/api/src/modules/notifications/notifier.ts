import { emailCategoryOf, emailedNotificationTypes, type NotificationType } from '@passarela/shared';
import type { FastifyBaseLogger } from 'fastify';
import { type EmailBranding, firstNameOf, renderEmail } from '../../lib/mailer/email-layout.ts';
import { type LiveEvents, userTopic } from '../../lib/live-events/live-events.ts';
import type { Mailer } from '../../lib/mailer/mailer.ts';
import { notificationEmailSubject } from './notification-email-subject.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

export interface NotificationInput {
  userId: string;
  type: NotificationType;
  /** The headline in the bell and the email's subject: notificationTitle(type, the recipient's gender) from the shared package. */
  title: string;
  /** One sentence saying who did what, e.g. 'Ana Souza se candidatou à vaga Catálogo verão.'. */
  body: string;
  /** Where a click goes inside the app, e.g. '/dashboard?tab=my-jobs&job=<id>'. */
  link: string;
  /**
   * One unread line per link: an unread line of this type and link is updated and brought to the
   * top instead of adding another (a thread's new messages: one "Nova mensagem" per thread).
   */
  replaceUnread?: boolean;
  /** false: the bell only, even for an emailed type (a thread's email goes at most hourly). */
  email?: boolean;
}

export interface NotifierDeps {
  /** Stores the bell's rows and finds the recipient of the emailed kinds (with a minor's guardian). */
  repository: NotificationsRepository;
  mailer: Mailer;
  branding: () => Promise<EmailBranding>;
  logger: FastifyBaseLogger;
  /** The recipient's open pages hear of it at once (the bell's count), on whichever instance they are. */
  liveEvents?: Pick<LiveEvents, 'publish'>;
}

/**
 * Tells a user something happened: a stored notification (the bell) and, for the kinds that wait
 * on a decision (emailedNotificationTypes), an email. Call it after the transaction that made the
 * change has committed, so nobody is told about something that was rolled back. A failure to
 * notify never undoes the change: it is logged.
 */
export function createNotifier({ repository, mailer, branding, logger, liveEvents }: NotifierDeps) {
  async function sendEmail(input: NotificationInput): Promise<void> {
    const recipient = await repository.findRecipient(input.userId);
    if (!recipient) return;
    const brand = await branding();
    const action = { label: 'Ver na plataforma', url: `${brand.publicUrl}${input.link}` };
    const category = emailCategoryOf(input.type);
    // The bell has it either way; the email only if that kind is still on (Configurações). Kinds
    // with no preference (the account-safety ones, alwaysEmailedNotificationTypes) always go.
    if (!category || !recipient.emailOptOuts.includes(category))
      await mailer.send(
        renderEmail(brand, {
          to: recipient.email,
          subject: notificationEmailSubject({ title: input.title, siteName: brand.siteName }),
          greeting: `Olá, ${firstNameOf(recipient.name)}!`,
          paragraphs: [input.body],
          action,
        }),
      );
    // A minor's guardian hears of every decision waiting on her (docs/security.md #23), whatever
    // she turned off for herself.
    const guardian = recipient.guardian;
    if (!guardian) return;
    await mailer.send(
      renderEmail(brand, {
        to: guardian.email,
        subject: notificationEmailSubject({ title: input.title, siteName: brand.siteName, copyFor: firstNameOf(recipient.name) }),
        greeting: `Olá, ${firstNameOf(guardian.name)}!`,
        paragraphs: [
          `Você recebe esta cópia como responsável legal de ${recipient.name}, que é menor de idade, na ${brand.siteName}.`,
          input.body,
          `Por segurança, o telefone de ${firstNameOf(recipient.name)} não é compartilhado: quem contratar fala com você.`,
        ],
        action,
      }),
    );
  }

  return {
    async notify(input: NotificationInput): Promise<void> {
      const row = { userId: input.userId, type: input.type, title: input.title, body: input.body, link: input.link };
      try {
        if (input.replaceUnread) await repository.replaceUnread(row);
        else await repository.insert(row);
      } catch (error) {
        logger.error({ err: error, userId: input.userId, type: input.type }, 'could not store a notification');
        return;
      }
      await liveEvents
        ?.publish({ topic: userTopic(input.userId), type: 'notification', data: {} })
        .catch((error: unknown) => logger.warn({ err: error, userId: input.userId }, 'could not publish a live notification event'));
      if (input.email === false || !emailedNotificationTypes.has(input.type)) return;
      await sendEmail(input).catch((error: unknown) => logger.error({ err: error, userId: input.userId, type: input.type }, 'could not email a notification'));
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
