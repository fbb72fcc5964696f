import { PASSWORD_RESET_TTL_MINUTES } from '@passarela/shared';
import { type EmailBranding, firstNameOf, renderEmail } from '../../lib/mailer/email-layout.ts';
import type { MailMessage } from '../../lib/mailer/mailer.ts';

/** The emails better-auth sends: confirm the address, reset the password. */

export function verificationEmail(branding: EmailBranding, to: string, name: string, url: string): MailMessage {
  return renderEmail(branding, {
    to,
    subject: `Confirme seu email na ${branding.siteName}`,
    greeting: `Olá, ${firstNameOf(name)}!`,
    paragraphs: [`Falta só confirmar seu email para aproveitar tudo na ${branding.siteName}: publicar vagas, se candidatar, fazer propostas e pagamentos.`],
    action: { label: 'Confirmar email', url },
    footnotes: [`O link vale por 24 horas. Se você não criou uma conta na ${branding.siteName}, ignore este email.`],
  });
}

export function passwordResetEmail(branding: EmailBranding, to: string, name: string, url: string): MailMessage {
  return renderEmail(branding, {
    to,
    subject: `Redefina sua senha na ${branding.siteName}`,
    greeting: `Olá, ${firstNameOf(name)}!`,
    paragraphs: ['Recebemos um pedido para redefinir a senha da sua conta. Clique no botão abaixo para escolher uma nova senha.'],
    action: { label: 'Redefinir senha', url },
    footnotes: [
      `O link vale por ${PASSWORD_RESET_TTL_MINUTES} minutos e só pode ser usado uma vez. Ao redefinir a senha, todas as sessões abertas da sua conta são encerradas.`,
      'Se você não pediu isso, ignore este email: sua senha continua a mesma.',
    ],
  });
}
