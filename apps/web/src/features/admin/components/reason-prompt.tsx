import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { adminLabelClassName, adminTextareaClassName } from './admin-field-classes.ts';

/** Asks the reason every moderation action needs, then confirms; `children` are fields above it (the measures of a report). */
export function ReasonPrompt({
  title,
  description,
  confirmLabel,
  isPending,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  description?: string;
  confirmLabel: string;
  isPending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError('Informe o motivo.');
      return;
    }
    onConfirm(reason.trim());
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={description}>
      <form onSubmit={submit} className="space-y-4">
        {children}
        <div>
          <label htmlFor={id} className={adminLabelClassName}>
            Motivo
          </label>
          <textarea
            id={id}
            rows={3}
            value={reason}
            maxLength={1000}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-erro` : undefined}
            className={adminTextareaClassName}
          />
          {error && (
            <p id={`${id}-erro`} className="mt-1 text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <div className="flex gap-2">
          <Button type="submit" isLoading={isPending}>
            {confirmLabel}
          </Button>
          <Button variant="outline" onClick={onClose}>
            Voltar
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
