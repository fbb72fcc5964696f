import type { ReportGroup } from '@passarela/shared';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useAdminReports } from '../api/admin-reports-api.ts';
import { AdminPagedList } from './admin-query-state.tsx';
import { AdminSection } from './admin-section.tsx';
import { ReportGroupCard } from './report-group-card.tsx';
import { ResolveReportsDialog } from './resolve-reports-dialog.tsx';

const groupKey = (group: ReportGroup) => `${group.item.kind}:${group.item.id}`;

/**
 * "Denúncias" (/admin?secao=denuncias): the open reports grouped by item, "Menor de idade em risco"
 * first, then the most reported and the oldest (the API's order). Each decision closes every open
 * report of its item; the group leaves the list at once and a status line says what was done.
 */
export function AdminReportsSection() {
  const reports = useAdminReports();
  const [deciding, setDeciding] = useState<{ group: ReportGroup; mode: 'dismiss' | 'act' } | null>(null);
  // Groups decided here, with the data they were decided on: hidden until the queue is fetched again.
  const [decided, setDecided] = useState<ReadonlyMap<string, number>>(new Map());
  const [summary, setSummary] = useState<string | null>(null);
  const openGroups = reports.data?.pages[0]?.open_groups;

  return (
    <AdminSection
      name="reports"
      title="Denúncias"
      description={
        openGroups === undefined
          ? 'Denúncias abertas, agrupadas por item.'
          : `${openGroups === 1 ? '1 item com denúncias abertas' : `${openGroups} itens com denúncias abertas`}. Cada decisão encerra todas as denúncias do item e avisa quem denunciou.`
      }
    >
      {/* Always there (empty at first), so screen readers hear each decision's line as it changes. */}
      <output className="mt-3 block empty:hidden">
        {summary && (
          <span className="flex items-start gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {summary}
          </span>
        )}
      </output>
      <AdminPagedList query={reports} emptyText="Nenhuma denúncia aberta.">
        {(items) => {
          const open = items.filter((group) => (decided.get(groupKey(group)) ?? -1) < reports.dataUpdatedAt);
          if (open.length === 0) return <p className="mt-4 text-gray-600">Nenhuma denúncia aberta.</p>;
          return (
            <ul aria-label="Itens denunciados" className="mt-4 grid gap-4">
              {open.map((group) => (
                <ReportGroupCard key={groupKey(group)} group={group} onDecide={(mode) => setDeciding({ group, mode })} />
              ))}
            </ul>
          );
        }}
      </AdminPagedList>
      {deciding && (
        <ResolveReportsDialog
          group={deciding.group}
          mode={deciding.mode}
          onClose={() => setDeciding(null)}
          onResolved={(text) => {
            setDecided((current) => new Map(current).set(groupKey(deciding.group), reports.dataUpdatedAt));
            setSummary(text);
          }}
        />
      )}
    </AdminSection>
  );
}
