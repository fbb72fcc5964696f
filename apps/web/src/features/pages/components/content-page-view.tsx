import type { ContentPage } from '@passarela/shared';
import type { ReactNode } from 'react';
import { formatLongDateBr } from '../../../lib/format-date.ts';

function formatUpdatedAt(value: string): string | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : formatLongDateBr(date);
}

/** A content page (with what the page adds below the text, e.g. /contato's form). `html` is rendered and sanitised on the server (markdown-it, raw HTML off). */
export function ContentPageView({ page, children }: { page: ContentPage; children?: ReactNode }) {
  const updatedAt = formatUpdatedAt(page.updatedAt);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="mb-10 border-b border-gray-200 pb-8">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{page.title}</h1>
        {page.description && <p className="mt-4 text-lg leading-8 text-gray-600">{page.description}</p>}
        {updatedAt && (
          <p className="mt-4 text-sm text-gray-500">
            Atualizado em <time dateTime={page.updatedAt}>{updatedAt}</time>
          </p>
        )}
      </header>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered, sanitised Markdown */}
      <div className="content-page" dangerouslySetInnerHTML={{ __html: page.html }} />
      {children}
    </article>
  );
}
