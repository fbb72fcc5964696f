import { z } from 'zod';
import { PROFILE_IMAGE_MAX_BYTES } from '../profiles/profile-image.ts';

/**
 * Photos in a message (docs/product.md "Conversations"): up to MESSAGE_MAX_IMAGES per message, the
 * same types and size as the gallery, kept private to the two people of the thread.
 */
export const MESSAGE_MAX_IMAGES = 4;
/** The multipart fields of POST /api/conversations/:id/messages/with-images. */
export const MESSAGE_IMAGES_FIELD = 'images';
export const MESSAGE_BODY_FIELD = 'body';
/** What a message with photos and no text reads as in the list, the bell, the email and a guardian's copy. */
export const MESSAGE_PHOTO_TEXT = '[foto]';

/** The texts a person reads when her photos are refused, in the browser or by the server. */
export const messageImageTexts = {
  tooMany: `Envie no máximo ${MESSAGE_MAX_IMAGES} fotos por mensagem.`,
  wrongType: 'Envie uma imagem JPEG, PNG ou WebP.',
  tooBig: `A imagem é grande demais. Envie uma foto de até ${PROFILE_IMAGE_MAX_BYTES / (1024 * 1024)} MB.`,
  empty: 'Escreva uma mensagem ou anexe uma foto.',
} as const;

export const messageImageSchema = z.object({
  id: z.string(),
  /** The full-size copy, served only to the two people of the thread (never under /media). */
  url: z.string(),
  /** The copy shown in the bubble. */
  thumbnail_url: z.string(),
  /** Pixel size of the full-size copy, so the page keeps room for it before it loads. */
  width: z.number().int(),
  height: z.number().int(),
});
export type MessageImage = z.infer<typeof messageImageSchema>;

/** GET /api/conversations/:id/messages/:messageId/images/:imageId */
export const messageImageParamsSchema = z
  .object({
    id: z.uuid({ message: 'Conversa não encontrada.' }),
    messageId: z.uuid({ message: 'Mensagem não encontrada.' }),
    imageId: z.uuid({ message: 'Foto não encontrada.' }),
  })
  .strict();
export const messageImageSizes = ['full', 'thumb'] as const;
export const messageImageQuerySchema = z.object({ size: z.enum(messageImageSizes).optional() }).strict();

export function messageImageUrl(conversationId: string, messageId: string, imageId: string, size: 'full' | 'thumb' = 'full'): string {
  const url = `/api/conversations/${conversationId}/messages/${messageId}/images/${imageId}`;
  return size === 'thumb' ? `${url}?size=thumb` : url;
}
