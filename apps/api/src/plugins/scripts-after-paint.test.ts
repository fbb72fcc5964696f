import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from './content-security-policy.ts';
import { scriptsAfterPaintHash, templateModules, withScriptsAfterPaint } from './scripts-after-paint.ts';

const template = `<html><head>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
<link rel="stylesheet" crossorigin href="/assets/index-1.css">
</head><body><div id="root">página</div></body></html>`;

const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] as string);

describe('a server-rendered page loads its JavaScript after its first paint', () => {
  const html = withScriptsAfterPaint(template, ['/assets/perfil-1.js', '/assets/vendor-1.js']);

  it('sends no script or module preload the browser would fetch before painting, and keeps the stylesheet', () => {
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(templateModules(html)).toEqual({ entry: undefined, preloads: [] });
  });

  it('preloads every chunk once, then runs the libraries and the entry, from the end of the body', () => {
    const list = /<script type="application\/json" id="passarela-modules">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(list ?? 'null')).toEqual({
      run: ['/assets/vendor-1.js', '/assets/index-1.js'],
      preload: ['/assets/vendor-1.js', '/assets/index-1.js', '/assets/perfil-1.js'],
    });
    expect(html.indexOf('passarela-modules')).toBeGreaterThan(html.indexOf('página'));
  });

  it('has one inline script, whose hash is the one the CSP allows, and never with unsafe-inline', () => {
    const [loader, ...others] = inlineScripts(html);
    expect(others).toEqual([]);
    expect(`'sha256-${createHash('sha256').update(loader ?? '').digest('base64')}'`).toBe(scriptsAfterPaintHash);
    const settings = { FACEBOOK_PIXEL_ID: '', GOOGLE_TRACKING_ID: '', HEAD_CUSTOM_SCRIPTS: '' };
    expect(buildContentSecurityPolicy(settings, undefined, [scriptsAfterPaintHash])).toContain(`script-src 'self' ${scriptsAfterPaintHash};`);
    // A hash turns 'unsafe-inline' off: with the admin's head scripts on, the loader runs under 'unsafe-inline'.
    const withHeadScripts = buildContentSecurityPolicy({ ...settings, HEAD_CUSTOM_SCRIPTS: '<script>x()</script>' }, undefined, [scriptsAfterPaintHash]);
    expect(withHeadScripts).toContain("'unsafe-inline'");
    expect(withHeadScripts).not.toContain('sha256-');
  });

  it('leaves a page without a build (no entry script) as it is', () => {
    const bare = '<html><body><p>sem build</p></body></html>';
    expect(withScriptsAfterPaint(bare, ['/assets/x.js'])).toBe(bare);
  });
});
