import { renderMarkdown } from '@passarela/shared';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast.ts';
import { useAdminPage, useDeletePage, useSavePage } from '../api/admin-api.ts';
import { adminInputClassName, adminLabelClassName, adminTextareaClassName, errorMessage } from './admin-field-classes.ts';

interface Draft {
  slug: string;
  title: string;
  description: string;
  body_markdown: string;
  published: boolean;
}

const emptyDraft: Draft = { slug: '', title: '', description: '', body_markdown: '', published: true };

/**
 * Create or edit one page: Markdown with a live preview rendered by the same safe renderer the
 * server uses, publish switch, delete with confirmation. A failed save keeps the text.
 */
export function AdminPageEditor({ slug, onDone }: { slug: string | null; onDone: () => void }) {
  const page = useAdminPage(slug);
  if (slug === null) return <PageForm loaded={emptyDraft} isNew onDone={onDone} />;
  if (page.isError) {
    return (
      <p role="alert" className="text-red-700">
        {errorMessage(page.error)}
      </p>
    );
  }
  if (!page.data) return <Spinner className="size-6" />;
  return <PageForm loaded={page.data} isNew={false} onDone={onDone} />;
}

function PageForm({ loaded, isNew, onDone }: { loaded: Draft; isNew: boolean; onDone: () => void }) {
  const save = useSavePage();
  const remove = useDeletePage();
  const [draft, setDraft] = useState<Draft>({
    slug: loaded.slug,
    title: loaded.title,
    description: loaded.description,
    body_markdown: loaded.body_markdown,
    published: loaded.published,
  });
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const ids = { slug: useId(), title: useId(), description: useId(), body: useId(), published: useId() };

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { title: draft.title, description: draft.description, body_markdown: draft.body_markdown, published: draft.published };
    save.mutate(isNew ? { slug: draft.slug, isNew: true, body: { ...body, slug: draft.slug } } : { slug: draft.slug, isNew: false, body }, {
      onSuccess: () => {
        toast({ title: isNew ? 'Página criada' : 'Página salva', variant: 'success' });
        onDone();
      },
      onError: (error) => toast({ title: 'Não foi possível salvar', description: errorMessage(error), variant: 'destructive' }),
    });
  }

  function deletePage() {
    if (!window.confirm(`Excluir a página "${draft.title}"? Os links para /${draft.slug} deixarão de funcionar.`)) return;
    remove.mutate(draft.slug, {
      onSuccess: () => {
        toast({ title: 'Página excluída', variant: 'success' });
        onDone();
      },
      onError: (error) => toast({ title: 'Não foi possível excluir', description: errorMessage(error), variant: 'destructive' }),
    });
  }

  return (
    <form onSubmit={submit} aria-labelledby="admin-page-editor-title" className="space-y-4">
      <button type="button" onClick={onDone} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> Voltar para as páginas
      </button>
      <h2 id="admin-page-editor-title" className="text-xl font-semibold text-gray-900">
        {isNew ? 'Nova página' : `Editar: ${draft.title}`}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.slug} className={adminLabelClassName}>
            Endereço
          </label>
          <div className="flex items-center gap-1">
            <span className="text-gray-600">/</span>
            <input
              id={ids.slug}
              required
              readOnly={!isNew}
              value={draft.slug}
              onChange={(event) => set('slug', event.target.value)}
              className={adminInputClassName}
            />
          </div>
        </div>
        <div>
          <label htmlFor={ids.title} className={adminLabelClassName}>
            Título
          </label>
          <input id={ids.title} required value={draft.title} onChange={(event) => set('title', event.target.value)} className={adminInputClassName} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={ids.description} className={adminLabelClassName}>
            Descrição (aparece nos buscadores)
          </label>
          <input
            id={ids.description}
            value={draft.description}
            maxLength={300}
            onChange={(event) => set('description', event.target.value)}
            className={adminInputClassName}
          />
        </div>
      </div>
      <div role="tablist" aria-label="Modo do editor" className="flex gap-2">
        {(['edit', 'preview'] as const).map((mode) => (
          <button
            key={mode}
            type="button"
            role="tab"
            aria-selected={tab === mode}
            onClick={() => setTab(mode)}
            className={`h-9 rounded-full px-4 text-sm font-semibold ${tab === mode ? 'bg-brand-600 text-white' : 'bg-gray-100 text-gray-800'}`}
          >
            {mode === 'edit' ? 'Texto (Markdown)' : 'Prévia'}
          </button>
        ))}
      </div>
      {tab === 'edit' ? (
        <div>
          <label htmlFor={ids.body} className={adminLabelClassName}>
            Conteúdo
          </label>
          <textarea
            id={ids.body}
            rows={16}
            value={draft.body_markdown}
            onChange={(event) => set('body_markdown', event.target.value)}
            className={`${adminTextareaClassName} font-mono text-sm`}
          />
        </div>
      ) : (
        <div
          className="prose max-w-none rounded-2xl border border-gray-200 bg-white p-4"
          // Rendered by the shared renderer: raw HTML disabled, unsafe link protocols refused.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised Markdown output
          dangerouslySetInnerHTML={{ __html: renderMarkdown(draft.body_markdown) }}
        />
      )}
      <label htmlFor={ids.published} className="flex items-center gap-3">
        <input
          id={ids.published}
          type="checkbox"
          checked={draft.published}
          onChange={(event) => set('published', event.target.checked)}
          className="size-5 accent-brand-600"
        />
        <span className="text-sm font-medium text-gray-900">Publicada (visível no site)</span>
      </label>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={save.isPending}>
          {isNew ? 'Criar página' : 'Salvar página'}
        </Button>
        {!isNew && (
          <Button variant="outline" isLoading={remove.isPending} onClick={deletePage}>
            Excluir
          </Button>
        )}
      </div>
    </form>
  );
}
