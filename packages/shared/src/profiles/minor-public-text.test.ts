import { describe, expect, it } from 'vitest';
import { hideMinorContacts, MINOR_CONTACT_HIDDEN_TEXT } from './minor-public-text.ts';

const hidden = MINOR_CONTACT_HIDDEN_TEXT;

describe('hideMinorContacts', () => {
  it('hides phones, emails, handles and messaging links in a bio', () => {
    expect(hideMinorContacts('Oi! Me chama no (11) 98765-4321')).toBe(`Oi! Me chama no ${hidden}`);
    expect(hideMinorContacts('zap 11 9 8765 4321 ok')).not.toContain('4321');
    expect(hideMinorContacts('email: julia.teen@gmail.com')).toBe(`email: ${hidden}`);
    for (const text of ['insta: julia.teen.secreta', 'segue @julia.teen.secreta', 'wa.me/5511987654321']) {
      const shown = hideMinorContacts(text);
      expect(shown).toContain(hidden);
      expect(shown).not.toMatch(/julia\.teen|98765/);
    }
  });

  it('leaves text without contacts as it is', () => {
    const bio = 'Modelo de Campinas, 1,65 m, amo fotografia de moda.';
    expect(hideMinorContacts(bio)).toBe(bio);
  });
});
