import type { SettingValues } from '@passarela/shared';

type CspSettings = Pick<SettingValues, 'FACEBOOK_PIXEL_ID' | 'GOOGLE_TRACKING_ID' | 'HEAD_CUSTOM_SCRIPTS'>;

/**
 * The page's CSP follows the settings: analytics hosts are allowed only while their ids are set,
 * and the admin's raw head scripts (the one place raw markup is allowed, docs/security.md #15) relax
 * script-src only while they exist. `inlineScriptHashes` are the page's own inline scripts (a
 * server-rendered page's loader, plugins/scripts-after-paint.ts). `mediaOrigin` is where uploads load from on object storage (an
 * http:// one in development, which `https:` alone would block).
 */
export function buildContentSecurityPolicy(settings: CspSettings, mediaOrigin?: string, inlineScriptHashes: readonly string[] = []): string {
  const script = new Set(["'self'"]);
  // A hash would switch 'unsafe-inline' off in the browser (CSP 2): with the admin's head scripts
  // on, 'unsafe-inline' alone lets the page's own inline script run too.
  if (!settings.HEAD_CUSTOM_SCRIPTS.trim()) for (const hash of inlineScriptHashes) script.add(hash);
  const connect = new Set(["'self'"]);
  const frame = new Set(["'self'"]);
  if (settings.FACEBOOK_PIXEL_ID) {
    script.add('https://connect.facebook.net');
    connect.add('https://www.facebook.com');
    connect.add('https://connect.facebook.net');
  }
  if (settings.GOOGLE_TRACKING_ID) {
    script.add('https://www.googletagmanager.com');
    connect.add('https://www.googletagmanager.com');
    connect.add('https://*.google-analytics.com');
    connect.add('https://*.analytics.google.com');
  }
  if (settings.HEAD_CUSTOM_SCRIPTS.trim()) {
    script.add("'unsafe-inline'");
    script.add('https:');
    connect.add('https:');
    frame.add('https:');
  }
  return [
    "default-src 'self'",
    `script-src ${[...script].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${mediaOrigin ? ` ${mediaOrigin}` : ''}`,
    "font-src 'self' data:",
    `connect-src ${[...connect].join(' ')}`,
    `frame-src ${[...frame].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** JSON and files never need to run anything. */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";
