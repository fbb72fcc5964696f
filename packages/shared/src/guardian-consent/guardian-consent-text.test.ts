import { describe, expect, it } from 'vitest';
import { guardianConsentMessages } from './guardian-consent-api.ts';
import { guardianConsentText } from './guardian-consent-text.ts';

/** Words that would tell a boy's guardian that "she" is hired: the text must fit any model. */
const feminineOnly = /\b(contratada|cadastrada|candidatada|dela|esta modelo|a modelo)\b/i;

describe('guardian consent wording', () => {
  it('reads the same for a boy and a girl', () => {
    const text = guardianConsentText({ modelName: 'Pedro Alves', siteName: 'Passarela' });
    const words = [text.title, text.intro, ...text.permissions, ...text.closing, text.declaration, ...Object.values(guardianConsentMessages)];
    for (const sentence of words) expect(sentence).not.toMatch(feminineOnly);
  });

  it('names the model by first name in what the guardian authorises', () => {
    const text = guardianConsentText({ modelName: 'Pedro Alves', siteName: 'Passarela' });
    expect(text.permissions[1]).toBe('Pedro aceite propostas e feche contratos de trabalho pela Passarela, com o pagamento protegido pela plataforma;');
  });
});
