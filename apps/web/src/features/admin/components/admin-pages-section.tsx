import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatLocalDayBr } from '../../../lib/format-date.ts';
import { useAdminPages } from '../api/admin-api.ts';
import { errorMessage } from './admin-field-classes.ts';
import { AdminPageEditor } from './admin-page-editor.tsx';

/** "Páginas": the content pages (/{slug}), published or not; the footer links point at them. */
export function AdminPagesSection() {
  const pages = useAdminPages();
  const [editing, setEditing] = useState<{ slug: string | null } | null>(null);

  if (editing) return <AdminPageEditor slug={editing.slug} onDone={() => setEditing(null)} />;
  return (
    <section aria-labelledby="admin-pages-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-pages-title" className="text-xl font-semibold text-gray-900">
          Páginas
        </h2>
        <Button onClick={() => setEditing({ slug: null })}>Nova página</Button>
      </div>
      {pages.isPending ? (
        <Spinner className="mt-4 size-6" />
      ) : pages.isError ? (
        <p role="alert" className="mt-4 text-red-700">
          {errorMessage(pages.error)}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
          {pages.data.map((page) => (
            <li key={page.slug} className="flex flex-wrap items-center gap-3 p-3 sm:p-4">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-gray-900">{page.title}</p>
                <p className="text-sm text-gray-600">
                  /{page.slug} · {page.published ? 'Publicada' : 'Rascunho'} · atualizada em {formatLocalDayBr(page.updated_at)}
                </p>
              </div>
              <Button variant="outline" size="sm" onClick={() => setEditing({ slug: page.slug })} aria-label={`Editar ${page.title}`}>
                Editar
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
