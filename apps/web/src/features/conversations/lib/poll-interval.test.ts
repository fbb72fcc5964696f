import { describe, expect, it } from 'vitest';
import { CONVERSATION_POLL_MS, conversationPollInterval } from './poll-interval.ts';

describe('conversationPollInterval', () => {
  it('does not poll while the live stream is connected', () => {
    expect(conversationPollInterval(true)).toBe(false);
  });

  it('polls every 10 s while it is not', () => {
    expect(conversationPollInterval(false)).toBe(CONVERSATION_POLL_MS);
    expect(CONVERSATION_POLL_MS).toBe(10_000);
  });
});
