import { z } from 'zod';
import { textInput } from '../input/text-input.ts';

/**
 * The two sides of a proposal or a contract as the API shows them to each other, and how they
 * reach each other once they may (WhatsApp).
 */

/** POST /api/proposals/:id/(accept|decline|withdraw), GET/POST /api/contracts/:id... */
export const hiringIdParamsSchema = z.object({ id: textInput({ max: 64, min: 1 }) }).strict();

/** The other side as the UI shows it: name, link to the profile, photo. Never the phone. */
export const hiringPartySchema = z.object({
  user_id: z.string(),
  name: z.string(),
  profile_slug: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  user_type: z.string(),
});
export type HiringParty = z.infer<typeof hiringPartySchema>;

/**
 * The WhatsApp contact of a contract's party (docs/security.md #11): present only for the other
 * party and admins, and only while the contract is not cancelled. For a model under 18 the
 * contractor gets her legal guardian's instead (docs/security.md #23): `guardian_name` then names
 * whose phone it is.
 */
export const hiringContactSchema = z.object({
  phone: z.string().nullable(),
  whatsapp_url: z.string().nullable(),
  guardian_name: z.string().nullable().default(null),
  /** The party is a model under 18: no phone of hers is ever given, only her guardian's, if any. */
  minor: z.boolean().default(false),
});
export type HiringContact = z.infer<typeof hiringContactSchema>;

/** wa.me needs the country code and digits only; Brazilian numbers are stored as 10 or 11 digits. */
export function whatsappUrl(phoneDigits: string, text: string): string {
  const digits = phoneDigits.replace(/\D/g, '');
  const international = digits.length <= 11 ? `55${digits}` : digits;
  return `https://wa.me/${international}?text=${encodeURIComponent(text)}`;
}

/** The message a party opens WhatsApp with. */
export function whatsappGreeting(input: { toFirstName: string; fromName: string; siteName: string; title: string; modelName?: string }): string {
  // To a minor's guardian, the message says whose work it is about.
  const about = input.modelName ? ` com ${input.modelName}` : '';
  return `Olá, ${input.toFirstName}! Sou ${input.fromName}, da ${input.siteName}, sobre o trabalho "${input.title}"${about}.`;
}
