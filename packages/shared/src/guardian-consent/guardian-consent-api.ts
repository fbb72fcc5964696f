import { z } from 'zod';
import { secretInput } from '../input/text-input.ts';

/**
 * A minor's guardian confirms by an emailed link (README "Minors reach contractors through a
 * guardian"; LGPD art. 14). Until then she cannot apply to jobs nor receive proposals.
 */
export const GUARDIAN_CONSENT_LINK_TTL_DAYS = 7;

/** Where the emailed link opens (the web app's page), with `?token=`. */
export const GUARDIAN_CONSENT_PAGE_PATH = '/responsavel/confirmar';

/** What the refusals say, beyond the error catalogue's default (which is hers). */
export const guardianConsentMessages = {
  /** To the contractor or photographer trying to hire a minor whose guardian has not confirmed (neutral: models are girls and boys). */
  hirerBlocked:
    'Este perfil é de uma pessoa menor de idade, e o responsável legal ainda não confirmou a autorização. A proposta poderá ser enviada depois da confirmação.',
  alreadyConfirmed: 'Seu responsável já confirmou a autorização.',
  nothingToConfirm: 'Não há responsável para confirmar: informe o seu responsável legal em Meu Perfil e salve.',
} as const;

/** POST /api/guardian-consents/lookup and /confirm: the token of the emailed link, as sent. */
export const guardianConsentTokenBodySchema = z.object({ token: secretInput(200, { required: 'Link inválido.' }) }).strict();
export type GuardianConsentTokenBody = z.input<typeof guardianConsentTokenBodySchema>;

/**
 * What the guardian's page shows: whom the consent is for and until when the link works. The
 * texts themselves are guardianConsentText (this package), of version `text_version`.
 */
export const guardianConsentViewSchema = z.object({
  model_name: z.string(),
  guardian_name: z.string(),
  text_version: z.string(),
  expires_at: z.string(),
  /** Set once confirmed (the answer of /confirm). */
  confirmed_at: z.string().nullable(),
});
export type GuardianConsentView = z.infer<typeof guardianConsentViewSchema>;

export const guardianConsentResponseSchema = z.object({ consent: guardianConsentViewSchema });
export type GuardianConsentResponse = z.infer<typeof guardianConsentResponseSchema>;

/**
 * "Meu Perfil": where the saved guardian stands. Null while no guardian is on file. `last_sent_at`
 * is the last email to this guardian (none when it could not be sent).
 */
export const guardianConsentStatusSchema = z.object({
  status: z.enum(['pending', 'confirmed']),
  confirmed_at: z.string().nullable(),
  last_sent_at: z.string().nullable(),
});
export type GuardianConsentStatus = z.infer<typeof guardianConsentStatusSchema>;

/** POST /api/profiles/me/guardian-consent/resend → the new status (an email left just now). */
export const guardianConsentStatusResponseSchema = z.object({ guardian_consent: guardianConsentStatusSchema });
export type GuardianConsentStatusResponse = z.infer<typeof guardianConsentStatusResponseSchema>;
