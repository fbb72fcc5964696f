import { escapeHtml } from '../../lib/mailer/email-layout.ts';
import type { StoredOutboxMessage } from '../../lib/mailer/dev-outbox-mailer.ts';

/**
 * The page people read the dev outbox on: each message with subject, recipient and time, its HTML
 * in a sandboxed iframe (no scripts, no same-origin access) and its text part. The page itself
 * runs no script; its CSP (set by the route) allows only inline styles and images.
 */
export function renderDevOutboxPage(messages: StoredOutboxMessage[], outboxDir: string): string {
  const e = escapeHtml;
  const formatTime = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  };
  const items = messages
    .map(
      (m) => `<article>
<h2>${e(m.subject)}</h2>
<p class="meta">Para <strong>${e(m.to)}</strong> · <time datetime="${e(m.createdAt)}">${e(formatTime(m.createdAt))}</time></p>
<iframe sandbox="" srcdoc="${e(m.html)}" title="${e(`Conteúdo do email: ${m.subject}`)}"></iframe>
<details><summary>Versão em texto</summary><pre>${e(m.text)}</pre></details>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Caixa de saída (desenvolvimento)</title>
<style>
body{font-family:system-ui,Arial,sans-serif;margin:0;padding:16px;background:#f6f6f6;color:#1a1a1a}
main{max-width:760px;margin:0 auto}
h1{font-size:1.4rem}
article{background:#fff;border-radius:8px;padding:16px;margin:0 0 16px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
h2{font-size:1.1rem;margin:0 0 4px}
.meta{margin:0 0 12px;color:#555;font-size:.9rem}
iframe{width:100%;height:520px;border:1px solid #ddd;border-radius:6px;background:#fff}
pre{white-space:pre-wrap;word-break:break-word;font-size:.85rem}
summary{cursor:pointer;margin-top:8px}
summary:focus-visible{outline:2px solid #f03288;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>Caixa de saída (desenvolvimento)</h1>
<p>Emails que o servidor teria enviado, guardados em <code>${e(outboxDir)}</code>. Só existe fora de produção; configure <code>SMTP_URL</code> para enviar de verdade.</p>
${messages.length === 0 ? '<p>Nenhum email por enquanto.</p>' : items}
</main>
</body>
</html>`;
}
