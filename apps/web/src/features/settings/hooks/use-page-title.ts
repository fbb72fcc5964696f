import { useEffect } from 'react';
import { setMetaDescription } from '../../../lib/document-meta.ts';
import { useSiteSettings } from '../../../lib/site-settings/site-settings-context.ts';

/**
 * document.title = `${title} | ${SITE_NAME}`; without a title, the site name and its tagline.
 * An optional description also updates <meta name="description">.
 */
export function usePageTitle(title: string | null, description?: string) {
  const { SITE_NAME } = useSiteSettings();
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | Modelos, contratantes e fotógrafos`;
  }, [title, SITE_NAME]);
  useEffect(() => {
    if (description) setMetaDescription(description);
  }, [description]);
}
