import { describe, expect, it } from 'vitest';
import { CONTACT_HIDDEN_TEXT, findContacts, shieldContacts } from './contact-shield.ts';
import { contactPhrasings, ordinaryMessages } from './contact-shield-phrasings.ts';

// packages/shared is typed without DOM or Node (it runs in both); the test runner has a console.
declare const console: { info(message: string): void };

describe('contact shield', () => {
  it('hides the contact in real-world phrasings (hit rate printed)', () => {
    const missed = contactPhrasings.filter(({ text, secret }) => {
      const { text: shielded } = shieldContacts(text);
      return shielded.includes(secret) || !shielded.includes(CONTACT_HIDDEN_TEXT);
    });
    const rate = (contactPhrasings.length - missed.length) / contactPhrasings.length;
    console.info(`contact shield: ${contactPhrasings.length - missed.length} of ${contactPhrasings.length} phrasings hidden (${(rate * 100).toFixed(1)}%)`);
    expect(contactPhrasings.length).toBeGreaterThanOrEqual(60);
    expect(missed.map(({ text }) => text)).toEqual([]);
  });

  it('leaves ordinary messages with prices, dates, times and measurements alone', () => {
    expect(ordinaryMessages.length).toBeGreaterThanOrEqual(30);
    const touched = ordinaryMessages.filter((message) => findContacts(message).length > 0);
    expect(touched).toEqual([]);
  });

  it('says what it hid, each kind once, and keeps the rest of the message', () => {
    expect(shieldContacts('Oi! Me chama no 11 98765-4321 ou no fulana@gmail.com, ou 21 99876-5432.')).toEqual({
      text: `Oi! Me chama no ${CONTACT_HIDDEN_TEXT} ou no ${CONTACT_HIDDEN_TEXT}, ou ${CONTACT_HIDDEN_TEXT}.`,
      hidden: ['phone', 'email'],
    });
    expect(shieldContacts('whats +55 (11) 98765-4321').text).toBe(`whats ${CONTACT_HIDDEN_TEXT}`);
    expect(shieldContacts('pix 123.456.789-09').hidden).toEqual(['pix_key']);
    expect(shieldContacts('wa.me/5511987654321').hidden).toEqual(['link']);
    expect(shieldContacts('sem contato aqui')).toEqual({ text: 'sem contato aqui', hidden: [] });
  });

  it('stays fast on hostile input (linear scan, bounded patterns)', () => {
    const hostile = [
      '1 '.repeat(50_000),
      'a'.repeat(100_000),
      `${'a.'.repeat(50_000)}@`,
      `${'a '.repeat(50_000)}arroba`,
      'insta '.repeat(20_000),
      `${'vinte e '.repeat(20_000)}um`,
      '@'.repeat(100_000),
    ];
    for (const text of hostile) {
      const started = Date.now();
      shieldContacts(text);
      // Generous: a backtracking pattern takes seconds to minutes here.
      expect(Date.now() - started).toBeLessThan(2_000);
    }
  });
});
