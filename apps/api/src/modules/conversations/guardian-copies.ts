import { MESSAGE_PHOTO_TEXT } from '@passarela/shared';
import type { EmailBranding } from '../../lib/mailer/email-layout.ts';
import { firstNameOf, renderEmail } from '../../lib/mailer/email-layout.ts';
import type { Mailer } from '../../lib/mailer/mailer.ts';
import type { createNotificationsRepository } from '../notifications/index.ts';
import type { ConversationRow, MessageRow } from './conversations.repository.ts';

type RecipientFinder = Pick<ReturnType<typeof createNotificationsRepository>, 'findRecipient'>;

/**
 * A minor's conversations reach her guardian (docs/security.md #23): every message of a thread
 * with a model under 18, both ways, as it was shown (contacts hidden). Her contractor is told the
 * guardian reads along (ConversationDetail.guardian_reads).
 */
export function createGuardianCopies({ recipients, mailer, branding }: { recipients: RecipientFinder; mailer: Mailer; branding: () => Promise<EmailBranding> }) {
  return {
    /** Whether `userId` is a minor whose guardian gets copies. */
    async readsAlong(userId: string): Promise<boolean> {
      return Boolean((await recipients.findRecipient(userId))?.guardian);
    },

    async send({ conversation, message, senderName }: { conversation: ConversationRow; message: MessageRow; senderName: string }): Promise<void> {
      for (const personId of [conversation.personA, conversation.personB]) {
        const person = await recipients.findRecipient(personId);
        const guardian = person?.guardian;
        if (!person || !guardian) continue;
        const brand = await branding();
        const first = firstNameOf(person.name);
        await mailer.send(
          renderEmail(brand, {
            to: guardian.email,
            subject: `Cópia de uma conversa de ${first} na ${brand.siteName}`,
            greeting: `Olá, ${firstNameOf(guardian.name)}!`,
            paragraphs: [
              `Você recebe esta cópia como responsável legal de ${person.name}, que é menor de idade, na ${brand.siteName}.`,
              `${senderName} escreveu:`,
              message.body || MESSAGE_PHOTO_TEXT,
              'Se algo parecer errado, responda a este email ou fale com o suporte.',
            ],
          }),
        );
      }
    },
  };
}

export type GuardianCopies = ReturnType<typeof createGuardianCopies>;
