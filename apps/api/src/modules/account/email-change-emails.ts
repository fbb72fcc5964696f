import { type EmailBranding, firstNameOf, renderEmail } from '../../lib/mailer/email-layout.ts';
import type { MailMessage } from '../../lib/mailer/mailer.ts';

/** The emails of an address change: the link to the new address, the notice to the old one. */

export function emailChangeConfirmationEmail(branding: EmailBranding, to: string, name: string, url: string): MailMessage {
  return renderEmail(branding, {
    to,
    subject: `Confirme seu novo email na ${branding.siteName}`,
    greeting: `Olá, ${firstNameOf(name)}!`,
    paragraphs: [`Você pediu para usar este endereço na sua conta da ${branding.siteName}. Confirme para concluir a troca.`],
    action: { label: 'Confirmar novo email', url },
    footnotes: ['O link vale por 24 horas. Até a confirmação, seu email antigo continua valendo.', 'Se você não pediu essa troca, ignore este email.'],
  });
}

export function emailChangeNoticeEmail(branding: EmailBranding, to: string, name: string, newEmail: string): MailMessage {
  return renderEmail(branding, {
    to,
    subject: `Pedido de troca de email na ${branding.siteName}`,
    greeting: `Olá, ${firstNameOf(name)}!`,
    paragraphs: [
      `Recebemos um pedido para trocar o email da sua conta para ${newEmail}. A troca só acontece quando o novo endereço for confirmado.`,
      'Se foi você, não precisa fazer nada. Se não foi, troque sua senha agora e fale com o suporte.',
    ],
    action: { label: `Acessar a ${branding.siteName}`, url: `${branding.publicUrl}/` },
  });
}
