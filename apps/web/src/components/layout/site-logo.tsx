import { Link } from 'react-router';

export interface SiteLogoProps {
  src: string;
  /** Height in px (setting SITE_LOGO_SIZE); the width follows the image. */
  height: number;
  /** The site name (setting SITE_NAME). */
  alt: string;
}

export function SiteLogo({ src, height, alt }: SiteLogoProps) {
  return (
    <Link
      to="/"
      className="inline-flex shrink-0 items-center rounded-md focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
    >
      <img src={src} alt={alt} style={{ height }} className="block w-auto max-w-[60vw]" fetchPriority="high" />
    </Link>
  );
}
