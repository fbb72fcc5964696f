import { type ReportAction, type ReportGroup, reportActionLabels, reportActions, reportItemKindLabels } from '@passarela/shared';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useResolveReports } from '../api/admin-reports-api.ts';
import { resolutionText } from '../lib/report-queue-text.ts';
import { adminLabelClassName, errorMessage } from './admin-field-classes.ts';
import { ReasonPrompt } from './reason-prompt.tsx';

const optionClassName =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-gray-200 px-3 py-2 text-sm text-gray-900 ' +
  'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600';

/**
 * Closes every open report of an item: "Descartar" (nothing done; an item the reports hid shows
 * again) or "Aplicar medidas" (hide, warn, suspend: at least one). Both ask the reason the audit
 * log keeps; `onResolved` gets the line that says what was done.
 */
export function ResolveReportsDialog({
  group,
  mode,
  onClose,
  onResolved,
}: {
  group: ReportGroup;
  mode: 'dismiss' | 'act';
  onClose: () => void;
  onResolved: (summary: string) => void;
}) {
  const resolve = useResolveReports();
  const [actions, setActions] = useState<ReportAction[]>(['hide']);
  const [actionsError, setActionsError] = useState<string | undefined>();
  const id = useId();
  const what = `${reportItemKindLabels[group.item.kind]}: ${group.snapshot.title}`;

  function confirm(reason: string) {
    const chosen = mode === 'dismiss' ? [] : reportActions.filter((action) => actions.includes(action));
    if (mode === 'act' && chosen.length === 0) {
      setActionsError('Escolha pelo menos uma medida.');
      return;
    }
    resolve.mutate(
      { kind: group.item.kind, id: group.item.id, body: { actions: chosen, reason } },
      {
        onSuccess: (answer) => {
          onResolved(resolutionText(group, chosen, answer.resolved));
          onClose();
        },
        onError: (error) => toast({ variant: 'destructive', title: 'Não foi possível concluir', description: errorMessage(error) }),
      },
    );
  }

  if (mode === 'dismiss') {
    return (
      <ReasonPrompt
        title="Descartar denúncias"
        description={group.hidden === 'reports' ? `${what}. O item volta a aparecer para todos.` : `${what}.`}
        confirmLabel="Descartar"
        isPending={resolve.isPending}
        onClose={onClose}
        onConfirm={confirm}
      />
    );
  }
  const errorId = `${id}-erro`;
  return (
    <ReasonPrompt
      title="Aplicar medidas"
      description={`${what}.`}
      confirmLabel="Aplicar medidas"
      isPending={resolve.isPending}
      onClose={onClose}
      onConfirm={confirm}
    >
      <fieldset className="grid gap-2" aria-describedby={actionsError ? errorId : undefined}>
        <legend className={adminLabelClassName}>Medidas</legend>
        {reportActions.map((action) => (
          <label key={action} className={optionClassName}>
            <input
              type="checkbox"
              className="size-4 shrink-0 accent-brand-600"
              checked={actions.includes(action)}
              onChange={(event) => {
                setActionsError(undefined);
                setActions((current) => (event.target.checked ? [...current, action] : current.filter((item) => item !== action)));
              }}
            />
            {reportActionLabels[action]}
          </label>
        ))}
        {actionsError && (
          <p id={errorId} className="text-sm text-red-700">
            {actionsError}
          </p>
        )}
      </fieldset>
    </ReasonPrompt>
  );
}
