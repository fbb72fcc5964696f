import { GUARDIAN_CONSENT_LINK_TTL_DAYS, GUARDIAN_CONSENT_PAGE_PATH } from '@passarela/shared';
import { type EmailBranding, firstNameOf, renderEmail } from '../../lib/mailer/email-layout.ts';
import type { MailMessage } from '../../lib/mailer/mailer.ts';
import type { GuardianInvite } from './guardian-consent-request.ts';

/** The link the guardian opens: the web page that shows the authorisation and confirms it. */
export function guardianConsentUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${GUARDIAN_CONSENT_PAGE_PATH}?token=${encodeURIComponent(token)}`;
}

/** To a minor's guardian, each time one is named or changed, or she asks for it again. */
export function guardianConsentEmail(branding: EmailBranding, invite: GuardianInvite): MailMessage {
  const { siteName, publicUrl } = branding;
  const first = firstNameOf(invite.modelName);
  return renderEmail(branding, {
    to: invite.guardian.email,
    subject: `Autorize ${first} na ${siteName}`,
    greeting: `Olá, ${firstNameOf(invite.guardian.name)}!`,
    paragraphs: [
      `${invite.modelName} se cadastrou como modelo na ${siteName} e informou você como responsável legal. Como ${first} tem menos de 18 anos, só pode se candidatar a vagas e aceitar propostas de trabalho depois da sua autorização.`,
      `Quem contratar ${first} pela ${siteName} fala com você, pelo seu WhatsApp: o telefone de ${first} não é compartilhado. Você também recebe uma cópia dos avisos importantes que enviamos para ${first}.`,
      'Leia o que você autoriza e confirme pelo botão abaixo.',
    ],
    action: { label: 'Ler e autorizar', url: guardianConsentUrl(publicUrl, invite.token) },
    footnotes: [
      `O link vale por ${GUARDIAN_CONSENT_LINK_TTL_DAYS} dias e só pode ser usado uma vez. Se você recebeu mais de um email como este, use o mais recente.`,
      `Se você não é responsável por ${invite.modelName}, ignore este email: nada será autorizado.`,
    ],
  });
}
