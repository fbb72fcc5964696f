import { shieldContacts } from '../conversations/contact-shield.ts';

/** What stands where a minor's free text named a way to reach her. */
export const MINOR_CONTACT_HIDDEN_TEXT = '[contato oculto]';

/**
 * A minor's free text (her bio, her photos' captions) as everyone but her and the admins see it
 * (docs/security.md #23): a phone, email, link, Instagram handle or Pix key written there would be
 * a direct way around her guardian, as her Instagram field would, so the conversations' contact
 * detector hides them. The stored text is left as she wrote it.
 */
export function hideMinorContacts(text: string): string {
  return shieldContacts(text, MINOR_CONTACT_HIDDEN_TEXT).text;
}
