import { type AuditAction, auditActionLabels, auditActions } from '@passarela/shared';
import { useState } from 'react';
import { formatDateTimeBr } from '../../../lib/format-date.ts';
import { useAuditLog } from '../api/admin-api.ts';
import { AdminPagedList } from './admin-query-state.tsx';
import { AdminSection } from './admin-section.tsx';
import { AdminSelectFilter } from './admin-select-filter.tsx';

/** "Auditoria": every admin action with who, when, what and why; filter by action. */
export function AdminAuditSection() {
  const [action, setAction] = useState<AuditAction | ''>('');
  const log = useAuditLog(action ? { action } : {});

  return (
    <AdminSection name="audit" title="Auditoria">
      <AdminSelectFilter label="Ação" allLabel="Todas" values={auditActions} labels={auditActionLabels} value={action} onChange={setAction} />
      <AdminPagedList query={log} emptyText="Nenhuma ação registrada.">
        {(entries) => (
          <ol className="mt-4 divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white" aria-label="Ações registradas">
            {entries.map((entry) => (
              <li key={entry.id} className="p-3 text-sm sm:p-4">
                <p className="font-medium text-gray-900">
                  {auditActionLabels[entry.action as AuditAction] ?? entry.action}
                  {entry.target_label ? `: ${entry.target_label}` : ''}
                </p>
                <p className="text-gray-600">
                  {entry.actor.name ?? entry.actor.id} · <time dateTime={entry.created_at}>{formatDateTimeBr(entry.created_at)}</time>
                </p>
                {entry.reason && <p className="mt-1 text-gray-800">Motivo: {entry.reason}</p>}
              </li>
            ))}
          </ol>
        )}
      </AdminPagedList>
    </AdminSection>
  );
}
