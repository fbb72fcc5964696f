import type { ConversationSummary } from '@passarela/shared';
import { describe, expect, it } from 'vitest';
import { findExistingThread } from './existing-thread.ts';

function thread(id: string, subject: ConversationSummary['subject'], otherSlug: string): ConversationSummary {
  return {
    id,
    subject,
    other: { user_id: `u-${otherSlug}`, name: otherSlug, profile_slug: otherSlug, profile_image_url: null, user_type: 'model', is_verified: false },
    last_message: null,
    unread_count: 0,
    updated_at: '2026-11-27T12:00:00Z',
  };
}

const threads = [
  thread('t1', { kind: 'profile', id: 'p-ana', title: 'Contato pelo perfil', link: '/perfil/ana' }, 'ana'),
  thread('t2', { kind: 'application', id: 'app-1', title: 'Catálogo', link: '/vagas/1' }, 'bia'),
  thread('t3', { kind: 'proposal', id: 'prop-1', title: 'Editorial', link: '/dashboard?tab=proposals' }, 'ana'),
];

describe('findExistingThread', () => {
  it('finds a profile thread by the other person’s profile', () => {
    expect(findExistingThread(threads, { kind: 'profile', slug: 'ana' })?.id).toBe('t1');
    expect(findExistingThread(threads, { kind: 'profile', slug: 'bia' })).toBeUndefined();
  });

  it('finds an application or proposal thread by its subject’s id and kind', () => {
    expect(findExistingThread(threads, { kind: 'application', id: 'app-1' })?.id).toBe('t2');
    expect(findExistingThread(threads, { kind: 'proposal', id: 'prop-1' })?.id).toBe('t3');
    expect(findExistingThread(threads, { kind: 'proposal', id: 'app-1' })).toBeUndefined();
  });
});
