import type { MailMessage } from './mailer.ts';

/** Who the email comes from, as the admin set it (SITE_NAME, SITE_LOGO_URL) and where the site lives. */
export interface EmailBranding {
  siteName: string;
  /** Absolute URL: email clients have no base to resolve a path against. */
  logoUrl: string;
  publicUrl: string;
}

export interface EmailContent {
  to: string;
  subject: string;
  /** First line, e.g. 'Olá, Ana!'. */
  greeting: string;
  paragraphs: string[];
  /** The one button of the email; its URL is also written out for clients that hide buttons. */
  action?: { label: string; url: string };
  /** Small print under the button (validity, "ignore if it wasn't you"). */
  footnotes?: string[];
}

const BRAND_COLOR = '#f03288';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Every email in one layout: logo and site name on top, the message, one button, small print and
 * a footer with the site's address. Tables and inline styles because email clients ignore most
 * CSS; the text part says the same for clients that show only text.
 */
export function renderEmail(branding: EmailBranding, content: EmailContent): MailMessage {
  const { siteName, logoUrl, publicUrl } = branding;
  const e = escapeHtml;
  const paragraphHtml = content.paragraphs.map((p) => `<p style="margin:0 0 16px">${e(p)}</p>`).join('\n');
  const actionHtml = content.action
    ? `<p style="margin:24px 0"><a href="${e(content.action.url)}" style="display:inline-block;background:${BRAND_COLOR};color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:bold">${e(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555555">Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${e(content.action.url)}" style="color:${BRAND_COLOR};word-break:break-all">${e(content.action.url)}</a></p>`
    : '';
  const footnoteHtml = (content.footnotes ?? []).map((n) => `<p style="margin:0 0 8px;font-size:13px;color:#555555">${e(n)}</p>`).join('\n');

  const html = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f6f6;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="padding-bottom:24px"><a href="${e(publicUrl)}" style="text-decoration:none;color:#1a1a1a"><img src="${e(logoUrl)}" alt="${e(siteName)}" height="36" style="height:36px;vertical-align:middle;border:0"> <span style="font-size:18px;font-weight:bold;vertical-align:middle">${e(siteName)}</span></a></td></tr>
<tr><td style="font-size:15px;line-height:1.5">
<p style="margin:0 0 16px">${e(content.greeting)}</p>
${paragraphHtml}
${actionHtml}
${footnoteHtml}
</td></tr>
</table>
<p style="font-size:12px;color:#888888;margin:16px 0 0">${e(siteName)} · <a href="${e(publicUrl)}" style="color:#888888">${e(publicUrl.replace(/^https?:\/\//, ''))}</a></p>
</td></tr>
</table>
</body>
</html>`;

  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnotes ?? []).flatMap((n) => [n, '']),
    `— ${siteName} · ${publicUrl}`,
  ].join('\n');

  return { to: content.to, subject: content.subject, text, html };
}

/** 'Ana Souza' -> 'Ana': emails greet by the first name. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}
