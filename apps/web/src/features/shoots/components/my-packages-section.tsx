import { formatCentavos, type ShootPackageView, shootPackageStatusLabels } from '@passarela/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { toast } from '../../../lib/toast.ts';
import { useMyShootPackages } from '../api/get-my-shoot-packages.ts';
import { useSaveShootPackage } from '../api/save-shoot-package.ts';
import { durationText, editedPhotosText } from '../lib/shoot-text.ts';
import { PackageFormDialog } from './package-form-dialog.tsx';

/** 'Meus ensaios' of a photographer: her packages (active and paused), 'Novo ensaio', edit, pause and resume. */
export function MyPackagesSection({ home }: { home: { city: string | null; state: string | null } }) {
  const packages = useMyShootPackages();
  // The form opened: null = closed, 'new' = a new package, else the package edited.
  const [editing, setEditing] = useState<ShootPackageView | 'new' | null>(null);
  return (
    <section aria-labelledby="meus-pacotes-titulo" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="meus-pacotes-titulo" className="text-lg font-semibold text-gray-900">
          Meus pacotes
        </h3>
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" />
          Novo ensaio
        </Button>
      </div>
      <QueryState query={packages}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState>Você ainda não publicou nenhum ensaio. Crie o primeiro: ele aparece em Ensaios e no seu perfil.</EmptyState>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {items.map((pkg) => (
                <PackageRow key={pkg.id} pkg={pkg} onEdit={() => setEditing(pkg)} />
              ))}
            </ul>
          )
        }
      </QueryState>
      {editing !== null && (
        <PackageFormDialog
          // A fresh form for each package opened.
          key={editing === 'new' ? 'new' : editing.id}
          pkg={editing === 'new' ? null : editing}
          home={home}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
    </section>
  );
}

function PackageRow({ pkg, onEdit }: { pkg: ShootPackageView; onEdit: () => void }) {
  const save = useSaveShootPackage();
  const paused = pkg.status === 'paused';
  return (
    <li className="grid gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm" aria-label={`Pacote: ${pkg.title}`}>
      <div className="flex items-start justify-between gap-2">
        <h4 className="min-w-0 font-semibold break-words text-gray-900">
          <Link to={`/ensaios/${pkg.id}`} className="hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none">
            {pkg.title}
          </Link>
        </h4>
        <Badge tone={paused ? 'neutral' : 'good'} className="shrink-0 whitespace-nowrap">{shootPackageStatusLabels[pkg.status]}</Badge>
      </div>
      <p className="text-sm text-gray-700">
        {pkg.category_label} · {durationText(pkg.duration_minutes)} · {editedPhotosText(pkg.edited_photos)}
      </p>
      <p className="font-semibold text-gray-900">{formatCentavos(pkg.price_cents)}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit}>
          Editar
        </Button>
        <Button
          variant="outline"
          size="sm"
          isLoading={save.isPending}
          onClick={() =>
            save.mutate(
              { id: pkg.id, body: { status: paused ? 'active' : 'paused' } },
              {
                onSuccess: () => toast({ variant: 'success', title: paused ? 'Ensaio reativado' : 'Ensaio pausado', description: paused ? undefined : 'Ninguém pode agendá-lo até você reativar.' }),
                onError: (error) => toast({ variant: 'destructive', title: 'Não foi possível alterar', description: error.message }),
              },
            )
          }
        >
          {paused ? 'Reativar' : 'Pausar'}
        </Button>
      </div>
    </li>
  );
}
