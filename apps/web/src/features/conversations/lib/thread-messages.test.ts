import type { MessageView } from '@passarela/shared';
import { describe, expect, it } from 'vitest';
import { threadMessages } from './thread-messages.ts';

const message = (id: string): MessageView => ({
  id,
  mine: false,
  body: id,
  created_at: '2026-11-27T12:00:00Z',
  contact_hidden: false,
  scam_warning: false,
  hidden_by_moderation: false,
  images: [],
});
const page = (...ids: string[]) => ({ items: ids.map(message), nextCursor: null });

describe('threadMessages', () => {
  it('puts older pages first, keeping each page oldest first', () => {
    expect(threadMessages([page('c', 'd'), page('a', 'b')]).map((m) => m.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('shows a message held by two pages once', () => {
    expect(threadMessages([page('b', 'c'), page('a', 'b')]).map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('is empty without pages', () => {
    expect(threadMessages([])).toEqual([]);
  });
});
