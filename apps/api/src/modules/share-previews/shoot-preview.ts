import { formatCentavos, isUuid, shootCategoryLabels, type ShootCategory } from '@passarela/shared';
import { clip, type SharePreview } from './preview-head.ts';
import { absoluteUrl, type PreviewContext, type PreviewRoute } from './preview-loader.ts';
import type { SharePreviewsRepository, ShootPreviewRow } from './share-previews.repository.ts';

const DESCRIPTION_MAX = 200;

export function toShootPreview(row: ShootPreviewRow, context: PreviewContext): SharePreview {
  const category = shootCategoryLabels[row.category as ShootCategory] ?? row.category;
  const facts = [`${category} em ${row.city}, ${row.uf}`, formatCentavos(row.price_cents), `com ${row.photographer_name}`].join(' · ');
  return {
    title: `${row.title} | Ensaios | ${context.siteName}`,
    description: clip(`${facts}. ${row.description}`, DESCRIPTION_MAX),
    url: `${context.publicUrl}/ensaios/${row.id}`,
    type: 'article',
    ...(row.cover_url ? { image: { url: absoluteUrl(context.publicUrl, row.cover_url), alt: row.title } } : {}),
    noindex: false,
  };
}

/** /ensaios/:packageId (issue 27): active packages of photographers not suspended; anything else is the plain app with 404. */
export function shootPreviewRoute(repository: SharePreviewsRepository): PreviewRoute {
  return {
    path: '/ensaios/:packageId',
    async load(params, context) {
      const id = params.packageId ?? '';
      if (!isUuid(id)) return null;
      const row = await repository.findShootPreview(id);
      return row ? toShootPreview(row, context) : null;
    },
  };
}
