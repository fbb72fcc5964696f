import { Link } from 'react-router';

export interface SiteLogoProps {
  src: string;
  /** Height in px (setting SITE_LOGO_SIZE); the width follows the image. */
  height: number;
  /** The site name (setting SITE_NAME). */
  alt: string;
}

/** The default logo's shape (public/logo.svg, 242 x 48): the box the image holds before it loads. */
const LOGO_ASPECT = 242 / 48;

export function SiteLogo({ src, height, alt }: SiteLogoProps) {
  return (
    <Link
      to="/"
      className="inline-flex shrink-0 items-center rounded-md focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
    >
      {/* Width and height hold the default logo's box until the image arrives (a custom logo of
          another shape then only changes its own width: the header's height is set). No high
          fetch priority: the page's largest image (a profile photo, the first cards) needs it. */}
      <img src={src} alt={alt} width={Math.round(height * LOGO_ASPECT)} height={height} style={{ height }} className="block w-auto max-w-[60vw]" />
    </Link>
  );
}
