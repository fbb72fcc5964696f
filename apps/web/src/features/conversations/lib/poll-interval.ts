/** How often the open thread and the thread list are asked again while the live stream is down. */
export const CONVERSATION_POLL_MS = 10_000;

/**
 * The open thread's and the list's refetch interval (docs/product.md "Conversations"): none while
 * the live stream is connected (its events refetch them at once), CONVERSATION_POLL_MS while it
 * is not, so a message from the other side still shows without a reload.
 */
export function conversationPollInterval(streamConnected: boolean): number | false {
  return streamConnected ? false : CONVERSATION_POLL_MS;
}
