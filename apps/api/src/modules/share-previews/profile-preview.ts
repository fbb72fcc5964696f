import { formatLocation, hideMinorContacts, profileImageUrlForWidth, PROFILE_SLUG_PATTERN } from '@passarela/shared';
import { clip, type SharePreview } from './preview-head.ts';
import { absoluteUrl, type PreviewContext, type PreviewRoute } from './preview-loader.ts';
import type { ProfilePreviewRow, SharePreviewsRepository } from './share-previews.repository.ts';

/** Slugs are letters, digits and hyphens only; anything else cannot exist and is not looked up. */

const typeLabels: Record<string, string> = { model: 'Modelo', contractor: 'Contratante', photographer: 'Profissional de fotografia', admin: 'Equipe' };

/** WhatsApp shows about two lines; Google about 160 characters. */
const DESCRIPTION_MAX = 200;

export function describeProfile(row: ProfilePreviewRow, siteName: string): string {
  const place = formatLocation(row);
  const who = [typeLabels[row.user_type] ?? 'Perfil', row.user_type !== 'model' ? row.company_name : null].filter(Boolean).join(' · ');
  const intro = `${who}${place ? ` em ${place}` : ''}.`;
  // A minor's bio with its contacts hidden, as her profile shows it to the public (docs/security.md #23).
  const bio = row.bio?.trim() && row.is_minor ? hideMinorContacts(row.bio) : row.bio;
  const rest = bio?.trim() ? bio : `Veja o perfil de ${row.first_name} na ${siteName}.`;
  return clip(`${intro} ${rest}`, DESCRIPTION_MAX);
}

export function toProfilePreview(row: ProfilePreviewRow, context: PreviewContext): SharePreview {
  const name = `${row.first_name} ${row.last_name}`.trim();
  // The largest stored width: previews are shown big (summary_large_image).
  const image = row.profile_image_url ? absoluteUrl(context.publicUrl, profileImageUrlForWidth(row.profile_image_url, 960)) : undefined;
  return {
    title: `${name} | ${context.siteName}`,
    description: describeProfile(row, context.siteName),
    url: `${context.publicUrl}/perfil/${encodeURIComponent(row.profile_slug)}`,
    type: 'profile',
    ...(image ? { image: { url: image, alt: `Foto de ${name}` } } : {}),
    // Hidden profiles are out of lists and search but reachable by link, so the link still gets its
    // preview; search engines are asked to stay away, as they are for minors (docs/security.md #23).
    noindex: row.is_hidden || row.is_minor,
  };
}

/** /perfil/:slug. Suspended owners are not found (docs/security.md #10). */
export function profilePreviewRoute(repository: SharePreviewsRepository): PreviewRoute {
  return {
    // A wildcard, not ':slug': a named parameter over the router's maxParamLength (100) would be
    // answered with a JSON 400 instead of the app's page. Deeper paths are simply not profiles.
    path: '/perfil/*',
    async load(params, context) {
      const slug = params['*'] ?? '';
      if (slug.length > 120 || !PROFILE_SLUG_PATTERN.test(slug)) return null;
      const row = await repository.findProfilePreview(slug);
      return row ? toProfilePreview(row, context) : null;
    },
  };
}
