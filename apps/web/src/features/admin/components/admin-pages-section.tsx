import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatLocalDayBr } from '../../../lib/format-date.ts';
import { useAdminPages } from '../api/admin-api.ts';
import { AdminPageEditor } from './admin-page-editor.tsx';
import { AdminQueryState } from './admin-query-state.tsx';
import { AdminSection } from './admin-section.tsx';

/** "Páginas": the content pages (/{slug}), published or not; the footer links point at them. */
export function AdminPagesSection() {
  const pages = useAdminPages();
  const [editing, setEditing] = useState<{ slug: string | null } | null>(null);

  if (editing) return <AdminPageEditor slug={editing.slug} onDone={() => setEditing(null)} />;
  return (
    <AdminSection name="pages" title="Páginas" beside={<Button onClick={() => setEditing({ slug: null })}>Nova página</Button>}>
      <AdminQueryState query={pages}>
        {(list) => (
          <ul className="mt-4 divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
            {list.map((page) => (
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
      </AdminQueryState>
    </AdminSection>
  );
}
