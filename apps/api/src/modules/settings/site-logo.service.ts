import { randomUUID } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import { processImage } from '../../lib/images/process-image.ts';
import type { Storage } from '../../lib/storage/storage.ts';

/** Wide enough for the tallest logo (56 px) at 2x on a wide mark; never enlarged. */
const LOGO_WIDTH = 640;

/**
 * The site's logo image through the same pipeline as every upload (bytes checked, re-encoded to
 * WebP with its transparency, metadata dropped), stored under a new name. The admin saves the URL
 * as SITE_LOGO_URL with the rest of the settings form (audited there).
 */
export function createSiteLogoService(storage: Storage) {
  return {
    async store(bytes: Buffer): Promise<{ url: string }> {
      const [variant] = await processImage(bytes, { widths: [LOGO_WIDTH] });
      if (!variant) throw new AppError('INVALID_IMAGE');
      const key = `site/logo-${randomUUID()}.webp`;
      await storage.put(key, variant.bytes, 'image/webp');
      return { url: storage.publicUrl(key) };
    },
  };
}

export type SiteLogoService = ReturnType<typeof createSiteLogoService>;
