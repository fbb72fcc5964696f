import { MESSAGE_BODY_FIELD, MESSAGE_IMAGES_FIELD, type SendMessageBody, type SentMessageResponse } from '@passarela/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { conversationPath, conversationQueryKeys, conversationsQueryKey } from './conversation-query-keys.ts';

/** A message's text and the photos picked for it (none: a plain text message). */
export type SendMessageInput = SendMessageBody & { images?: readonly File[] };

/** Text alone goes as JSON; with photos, as a form (POST …/messages/with-images). */
function sendMessage(id: string, { body, images = [] }: SendMessageInput): Promise<SentMessageResponse> {
  if (images.length === 0) return apiClient.post<SentMessageResponse>(`${conversationPath(id)}/messages`, { body });
  const form = new FormData();
  if (body.trim() !== '') form.append(MESSAGE_BODY_FIELD, body);
  for (const image of images) form.append(MESSAGE_IMAGES_FIELD, image, image.name);
  return apiClient.post<SentMessageResponse>(`${conversationPath(id)}/messages/with-images`, form);
}

/** A message in an open thread; the answer says what the contact shield hid, so the sender is told. */
export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => sendMessage(id, input),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: conversationQueryKeys.messages(id) });
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    },
  });
}
