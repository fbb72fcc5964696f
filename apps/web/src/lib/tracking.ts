/**
 * Third-party tracking tags driven by app settings. Every node we add to <head> carries
 * data-tracking="<kind>", so a changed or cleared setting removes exactly what it added, without
 * a reload. IDs are validated before they reach any URL or tag call.
 *
 * CSP: the server's policy allows the Meta and Google script hosts while their IDs are set, but no
 * inline scripts. So the standard bootstrap snippets (the fbq and gtag queue stubs) run here, from
 * our own bundle, and only the vendors' external loader scripts are injected as tags.
 */
export type TrackingKind = 'facebook-pixel' | 'google-tag' | 'custom-head';

const TRACKING_ID = /^[A-Za-z0-9-]+$/;

export function isValidTrackingId(id: string): boolean {
  return TRACKING_ID.test(id);
}

export function removeTracking(kind: TrackingKind): void {
  for (const node of document.head.querySelectorAll(`[data-tracking="${kind}"]`)) node.remove();
}

function appendLoader(kind: TrackingKind, src: string, attributes: Record<string, string>): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.tracking = kind;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.appendChild(script);
}

type QueueFunction = ((...args: unknown[]) => void) & {
  queue?: unknown[];
  callMethod?: (...args: unknown[]) => void;
  push?: unknown;
  loaded?: boolean;
  version?: string;
};

/** The globals the tags define or read (including Google's per-ID opt-out flag). */
interface TrackingGlobals {
  fbq?: QueueFunction;
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  [key: `ga-disable-${string}`]: boolean | undefined;
}

const trackingGlobals = () => window as unknown as TrackingGlobals;

/** Meta pixel: the fbq queue stub of Meta's standard snippet, init + PageView, and fbevents.js. */
export function injectFacebookPixel(pixelId: string): void {
  removeFacebookPixel();
  if (!pixelId) return;
  if (!isValidTrackingId(pixelId)) {
    console.warn('FACEBOOK_PIXEL_ID ignorado: use apenas letras, números e hífen.');
    return;
  }
  const w = trackingGlobals();
  const fbq: QueueFunction = (...args) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue?.push(args);
  };
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  w.fbq = fbq;
  // Meta's snippet also keeps the function as window._fbq.
  Reflect.set(window, '_fbq', fbq);
  fbq('init', pixelId);
  fbq('track', 'PageView');
  appendLoader('facebook-pixel', 'https://connect.facebook.net/en_US/fbevents.js', { 'data-pixel-id': pixelId });
}

export function removeFacebookPixel(): void {
  removeTracking('facebook-pixel');
  // A new ID must start from a fresh queue, as after a page load.
  const w = trackingGlobals();
  delete w.fbq;
  Reflect.deleteProperty(window, '_fbq');
}

let activeGoogleId: string | null = null;

/** Google tag: the dataLayer/gtag stub of Google's snippet, js + config, and the gtag.js loader. */
export function injectGoogleTag(measurementId: string): void {
  removeGoogleTag();
  if (!measurementId) return;
  if (!isValidTrackingId(measurementId)) {
    console.warn('GOOGLE_TRACKING_ID ignorado: use apenas letras, números e hífen.');
    return;
  }
  const w = trackingGlobals();
  w[`ga-disable-${measurementId}`] = false;
  activeGoogleId = measurementId;
  const dataLayer = (w.dataLayer ??= []);
  // gtag.js only reads Arguments objects from the dataLayer (not arrays), hence `arguments`.
  w.gtag = function gtag() {
    // oxlint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', measurementId);
  appendLoader('google-tag', `https://www.googletagmanager.com/gtag/js?id=${measurementId}`, { 'data-tracking-id': measurementId });
}

export function removeGoogleTag(): void {
  removeTracking('google-tag');
  // gtag.js stays in memory once loaded; Google's documented opt-out stops it sending for the old ID.
  if (activeGoogleId) trackingGlobals()[`ga-disable-${activeGoogleId}`] = true;
  activeGoogleId = null;
}

/**
 * HEAD_CUSTOM_SCRIPTS is raw markup written by an admin. createContextualFragment (unlike
 * innerHTML) yields scripts that run when inserted. Whitespace and stray text are skipped.
 * (The server relaxes its CSP for inline scripts while this setting is non-empty.)
 */
export function injectCustomHeadMarkup(markup: string): void {
  removeTracking('custom-head');
  if (!markup.trim()) return;
  const range = document.createRange();
  range.selectNodeContents(document.head);
  const fragment = range.createContextualFragment(markup);
  for (const node of Array.from(fragment.childNodes)) {
    if (node instanceof Element) {
      node.setAttribute('data-tracking', 'custom-head');
      document.head.appendChild(node);
    }
  }
}
