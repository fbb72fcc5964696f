import { z } from 'zod';
import { textInput } from '../input/text-input.ts';

/** Paths the SPA owns: a content page may never take one of these slugs. */
export const reservedPageSlugs = [
  'api',
  'admin',
  'assets',
  'cadastro',
  'contratantes',
  'criar-modelo',
  'dashboard',
  'esqueci-senha',
  'favoritos',
  'modelos',
  'perfil',
  'redefinir-senha',
  'testepagamento',
  'vagas',
  'sitemap.xml',
  'robots.txt',
] as const;

export const pageSlugSchema = textInput({ max: 80, min: 2 })
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use letras minúsculas, números e hífens.')
  .refine((slug) => !(reservedPageSlugs as readonly string[]).includes(slug), 'Este endereço é reservado pelo site.');

export const pageSlugParamsSchema = z.object({ slug: textInput({ max: 120, min: 1 }) }).strict();

export const contentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  html: z.string(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const contentPageSummarySchema = z.object({ slug: z.string(), title: z.string() });
export const contentPageListSchema = z.object({ pages: z.array(contentPageSummarySchema) });
export type ContentPageList = z.infer<typeof contentPageListSchema>;

/** The admin's view of a page (/admin, "Páginas"): the Markdown source and whether it is published. */
export const adminContentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  body_markdown: z.string(),
  published: z.boolean(),
  updated_at: z.string(),
});
export type AdminContentPage = z.infer<typeof adminContentPageSchema>;
export const adminContentPageListSchema = z.object({ pages: z.array(adminContentPageSchema.omit({ body_markdown: true })) });
export type AdminContentPageList = z.infer<typeof adminContentPageListSchema>;

const pageFields = {
  title: textInput({ max: 120, min: 2, tooShort: 'O título precisa de pelo menos 2 caracteres.' }),
  description: textInput({ max: 300 }).default(''),
  body_markdown: textInput({ max: 100_000, trim: false, tooLong: 'O texto passou de 100.000 caracteres.' }),
  published: z.boolean().default(true),
};
/** POST /api/admin/pages. */
export const createContentPageBodySchema = z.object({ slug: pageSlugSchema, ...pageFields }).strict();
export type CreateContentPageBody = z.input<typeof createContentPageBodySchema>;
/** PUT /api/admin/pages/:slug (the slug itself stays: links to it keep working). */
export const updateContentPageBodySchema = z.object(pageFields).strict();
export type UpdateContentPageBody = z.input<typeof updateContentPageBodySchema>;
