import { formatLocation, formatPayLabel, isJobId, jobTypeOptions, labelOf, type PayUnit, profileImageUrlForWidth } from '@passarela/shared';
import { clip, type SharePreview } from './preview-head.ts';
import { absoluteUrl, type PreviewContext, type PreviewRoute } from './preview-loader.ts';
import type { JobPreviewRow, SharePreviewsRepository } from './share-previews.repository.ts';

const DESCRIPTION_MAX = 200;

/** '15/03/2027' from '2027-03-15'. */
function brazilianDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

export function describeJob(row: JobPreviewRow): string {
  const facts = [
    `${labelOf(jobTypeOptions, row.job_type)} em ${formatLocation(row)}`,
    formatPayLabel(row.pay_cents, row.pay_unit as PayUnit),
    `início em ${brazilianDate(row.starts_on)}`,
  ].join(' · ');
  return clip(`${facts}. ${row.description}`, DESCRIPTION_MAX);
}

export function toJobPreview(row: JobPreviewRow, context: PreviewContext): SharePreview {
  const image = row.owner_image_url ? absoluteUrl(context.publicUrl, profileImageUrlForWidth(row.owner_image_url, 960)) : undefined;
  return {
    title: `${row.title} | Vagas | ${context.siteName}`,
    description: describeJob(row),
    url: `${context.publicUrl}/vagas/${row.id}`,
    type: 'article',
    ...(image ? { image: { url: image, alt: `Foto de ${row.owner_name}` } } : {}),
    // Closed and filled jobs keep their page (links shared earlier) but leave search engines.
    noindex: row.status !== 'open',
  };
}

/** /vagas/:jobId: open, closed and filled jobs of owners not suspended; anything else is the plain app. */
export function jobPreviewRoute(repository: SharePreviewsRepository): PreviewRoute {
  return {
    path: '/vagas/:jobId',
    async load(params, context) {
      const id = params.jobId ?? '';
      if (!isJobId(id)) return null;
      const row = await repository.findJobPreview(id);
      return row ? toJobPreview(row, context) : null;
    },
  };
}
