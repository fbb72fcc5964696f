import { type AuditAction, auditActionLabels, auditActions } from '@passarela/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTimeBr } from '../../../lib/format-date.ts';
import { useAuditLog } from '../api/admin-api.ts';
import { adminInputClassName, adminLabelClassName, errorMessage } from './admin-field-classes.ts';

/** "Auditoria": every admin action with who, when, what and why; filter by action. */
export function AdminAuditSection() {
  const [action, setAction] = useState<AuditAction | ''>('');
  const log = useAuditLog(action ? { action } : {});
  const filterId = useId();
  const items = log.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="admin-audit-title">
      <h2 id="admin-audit-title" className="text-xl font-semibold text-gray-900">
        Auditoria
      </h2>
      <div className="mt-4 max-w-sm">
        <label htmlFor={filterId} className={adminLabelClassName}>
          Ação
        </label>
        <select id={filterId} value={action} onChange={(event) => setAction(event.target.value as AuditAction | '')} className={adminInputClassName}>
          <option value="">Todas</option>
          {auditActions.map((value) => (
            <option key={value} value={value}>
              {auditActionLabels[value]}
            </option>
          ))}
        </select>
      </div>
      {log.isPending ? (
        <Spinner className="mt-4 size-6" />
      ) : log.isError ? (
        <p role="alert" className="mt-4 text-red-700">
          {errorMessage(log.error)}
        </p>
      ) : items.length === 0 ? (
        <p className="mt-4 text-gray-600">Nenhuma ação registrada.</p>
      ) : (
        <ol className="mt-4 divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white" aria-label="Ações registradas">
          {items.map((entry) => (
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
      {log.hasNextPage && (
        <Button variant="outline" className="mt-4" isLoading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          Carregar mais
        </Button>
      )}
    </section>
  );
}
