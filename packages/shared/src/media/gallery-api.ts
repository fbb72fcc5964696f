import { z } from 'zod';
import { textInput } from '../input/text-input.ts';
import { GALLERY_CAPTION_MAX_LENGTH } from './gallery-image.ts';

/** One gallery photo; width and height are the largest stored copy's, so pages reserve the space (CLS). */
export const galleryItemSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  caption: z.string(),
  position: z.number().int(),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

/** The owner's gallery (GET/POST/PUT order/DELETE under /api/profiles/me/media): items in order and the plan's limit. */
export const ownGalleryResponseSchema = z.object({
  items: z.array(galleryItemSchema),
  /** Photos this plan allows (FREE_GALLERY_LIMIT or PRO_GALLERY_LIMIT). */
  limit: z.number().int(),
  used: z.number().int(),
});
export type OwnGalleryResponse = z.infer<typeof ownGalleryResponseSchema>;

/** GET /api/profiles/:slug/media: what visitors see, in the owner's order. */
export const publicGalleryResponseSchema = z.object({ items: z.array(galleryItemSchema) });
export type PublicGalleryResponse = z.infer<typeof publicGalleryResponseSchema>;

export const galleryItemParamsSchema = z.object({ id: z.uuid() }).strict();

/** PATCH /api/profiles/me/media/:id. An empty caption removes it. */
export const updateGalleryCaptionBodySchema = z
  .object({
    caption: textInput({ max: GALLERY_CAPTION_MAX_LENGTH, tooLong: `A legenda pode ter no máximo ${GALLERY_CAPTION_MAX_LENGTH} caracteres.` }),
  })
  .strict();
export type UpdateGalleryCaptionBody = z.input<typeof updateGalleryCaptionBodySchema>;

export const galleryItemResponseSchema = z.object({ item: galleryItemSchema });
export type GalleryItemResponse = z.infer<typeof galleryItemResponseSchema>;

/**
 * PUT /api/profiles/me/media/order: every id of the caller's gallery, once each, in the new order.
 * The server refuses a list that is not exactly the current set (a stale tab, a foreign id).
 */
export const reorderGalleryBodySchema = z
  .object({
    ids: z
      .array(z.uuid())
      .max(10_000)
      .refine((ids) => new Set(ids).size === ids.length, 'A lista de fotos tem itens repetidos.'),
  })
  .strict();
export type ReorderGalleryBody = z.infer<typeof reorderGalleryBodySchema>;
