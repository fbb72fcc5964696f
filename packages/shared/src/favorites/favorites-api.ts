import { z } from 'zod';
import { textInput } from '../input/text-input.ts';
import { jobCardSchema } from '../jobs/jobs-api.ts';
import { optionalText } from '../search/list-query.ts';
import { contractorCardSchema } from '../search/contractors-search.ts';
import { modelCardSchema } from '../search/models-search.ts';

/**
 * What a heart can point at. 'contractor' covers contractors and photographers (the /contratantes
 * list holds both); 'job' waits for the hiring issue.
 */
export const favoriteKinds = ['model', 'contractor', 'job'] as const;
export type FavoriteKind = (typeof favoriteKinds)[number];

/** Page size of /favoritos: the public lists' default, so cards fill the same grid. */
export const FAVORITES_PAGE_SIZE_DEFAULT = 24;
export const FAVORITES_PAGE_SIZE_MAX = 48;

const kindSchema = z.enum(favoriteKinds, { message: 'Tipo de favorito inválido.' });

/**
 * PUT and DELETE /api/favorites/:kind/:target. `target` is the profile slug for 'model' and
 * 'contractor' (what the web has on every card and page) and the job id for 'job'.
 */
export const favoriteParamsSchema = z
  .object({
    kind: kindSchema,
    target: textInput({ max: 120, min: 1 }),
  })
  .strict();
export type FavoriteParams = z.infer<typeof favoriteParamsSchema>;

/** GET /api/favorites/keys: every target the caller has hearted, by kind, to paint the hearts. */
export const favoriteKeysSchema = z.object({
  model: z.array(z.string()),
  contractor: z.array(z.string()),
  job: z.array(z.string()),
});
export type FavoriteKeys = z.infer<typeof favoriteKeysSchema>;

/** GET /api/favorites?kind=&cursor=&limit=: one page of the caller's hearts, newest first. */
export const favoritesQuerySchema = z
  .object({
    kind: kindSchema,
    cursor: optionalText(500),
    limit: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce
        .number()
        .int()
        .min(1)
        .max(FAVORITES_PAGE_SIZE_MAX, `Peça no máximo ${FAVORITES_PAGE_SIZE_MAX} resultados por página.`)
        .default(FAVORITES_PAGE_SIZE_DEFAULT),
    ),
  })
  .strict();
export type FavoritesQueryInput = z.input<typeof favoritesQuerySchema>;
export type FavoritesQuery = z.output<typeof favoritesQuerySchema>;

/** A hearted job: the same card as /vagas (its status tells when it is no longer open). */
export const favoriteJobCardSchema = jobCardSchema;
export type FavoriteJobCard = z.infer<typeof favoriteJobCardSchema>;

/** The same cards as /modelos and /contratantes, so the page can show them the same way. */
export const favoritesPageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('model'), items: z.array(modelCardSchema), nextCursor: z.string().nullable() }),
  z.object({ kind: z.literal('contractor'), items: z.array(contractorCardSchema), nextCursor: z.string().nullable() }),
  z.object({ kind: z.literal('job'), items: z.array(favoriteJobCardSchema), nextCursor: z.string().nullable() }),
]);
export type FavoritesPage = z.infer<typeof favoritesPageSchema>;
export type FavoritesPageOf<K extends FavoriteKind> = Extract<FavoritesPage, { kind: K }>;
