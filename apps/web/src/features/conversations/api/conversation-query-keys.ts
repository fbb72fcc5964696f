/**
 * Every conversations query lives under one root, so a live update (a message in any thread) or a
 * send refetches the list, the open thread and the unread count with one invalidation.
 */
export const conversationsQueryKey = ['conversations'] as const;

export const conversationQueryKeys = {
  list: [...conversationsQueryKey, 'list'] as const,
  unreadCount: [...conversationsQueryKey, 'unread-count'] as const,
  blocked: [...conversationsQueryKey, 'blocked'] as const,
  detail: (id: string) => [...conversationsQueryKey, 'detail', id] as const,
  messages: (id: string) => [...conversationsQueryKey, 'messages', id] as const,
};

export const conversationPath = (id: string) => `/api/conversations/${encodeURIComponent(id)}`;
