/**
 * The authorisation a minor's guardian reads and confirms. The version is recorded with each
 * confirmation (LGPD art. 14), so a change of these words is a new version.
 */
export const GUARDIAN_CONSENT_TEXT_VERSION = '1.1';

export interface GuardianConsentText {
  title: string;
  intro: string;
  /** What the guardian authorises, one item each. */
  permissions: string[];
  closing: string[];
  /** The sentence of the checkbox the guardian ticks. */
  declaration: string;
}

function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}

export function guardianConsentText({ modelName, siteName }: { modelName: string; siteName: string }): GuardianConsentText {
  const first = firstNameOf(modelName);
  return {
    title: 'Autorização do responsável legal',
    intro: `${modelName} se cadastrou como modelo na ${siteName} e informou você como responsável legal. Como ${first} tem menos de 18 anos, precisamos da sua autorização. Ao confirmar, você autoriza que:`,
    permissions: [
      `${first} se candidate a vagas e receba propostas de trabalho pela ${siteName};`,
      // Worded without gender (1.1): models are women and men, and the text names the model.
      `${first} aceite propostas e feche contratos de trabalho pela ${siteName}, com o pagamento protegido pela plataforma;`,
      `quem contratar ${first} fale com você, pelo seu WhatsApp: o telefone e o Instagram de ${first} não são mostrados a contratantes;`,
      `você receba uma cópia dos avisos importantes que enviamos para ${first} (propostas, contratos e pagamentos).`,
    ],
    closing: [
      'Você pode retirar esta autorização quando quiser, falando com o suporte.',
      'Registramos seu nome, seu email, a data e a hora e o endereço IP desta confirmação, como pede a Lei Geral de Proteção de Dados (art. 14).',
    ],
    declaration: `Declaro que sou responsável legal por ${modelName} e autorizo o uso da ${siteName} nas condições acima.`,
  };
}
