import { describe, expect, it } from 'vitest';
import { messageExcerpt } from './message-excerpt.ts';

const at = '2026-11-27T12:00:00Z';

describe('messageExcerpt', () => {
  it('says whose message it was when it was hers', () => {
    expect(messageExcerpt({ body: 'Oi, tudo bem?', mine: true, created_at: at, hidden_by_moderation: false })).toBe('Você: Oi, tudo bem?');
    expect(messageExcerpt({ body: 'Oi, tudo bem?', mine: false, created_at: at, hidden_by_moderation: false })).toBe('Oi, tudo bem?');
  });

  it('keeps one line and cuts a long message at a word', () => {
    const body = `Olá!\n\nGostaria de saber ${'muito '.repeat(20)}mais`;
    const excerpt = messageExcerpt({ body, mine: false, created_at: at, hidden_by_moderation: false });
    expect(excerpt).not.toContain('\n');
    expect(excerpt.endsWith('muito…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(81);
  });

  it('has a line for a thread without messages', () => {
    expect(messageExcerpt(null)).toBe('Nenhuma mensagem ainda.');
  });
});
