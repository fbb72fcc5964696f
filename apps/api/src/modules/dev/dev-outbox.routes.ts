import { outboxResponseSchema } from '@passarela/shared';
import type { AppInstance } from '../../app-instance.ts';
import { devOutboxDir } from '../../lib/mailer/create-mailer.ts';
import { readDevOutbox } from '../../lib/mailer/dev-outbox-mailer.ts';
import { routesOf } from '../../plugins/route-declaration.ts';
import { renderDevOutboxPage } from './dev-outbox-page.ts';

/** Inline styles and the emails' images only; the iframes are sandboxed and the page runs no script. */
const pageContentSecurityPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https: data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Development tool: the emails the dev outbox kept, as JSON (tests read links from it) and as a
 * page for people. The caller registers these only outside production, so there they simply do
 * not exist (404), whatever the access rules say.
 */
export async function devOutboxRoutes(app: AppInstance) {
  const outboxDir = devOutboxDir(app.config);
  routesOf(app, 'dev').get(
    '/api/dev/outbox',
    { access: 'public', summary: 'Development only: the emails kept by the dev outbox, newest first', response: { 200: outboxResponseSchema } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const messages = await readDevOutbox(outboxDir);
      return { messages: messages.map(({ createdAt, ...message }) => ({ ...message, created_at: createdAt })) };
    },
  );

  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const html = renderDevOutboxPage(await readDevOutbox(outboxDir), outboxDir);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', pageContentSecurityPolicy)
      .send(html);
  });
}
