import { type ContractView, openDisputeBodySchema } from '@passarela/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useOpenDispute } from '../api/contract-money.ts';

/** 'Abrir disputa': either party of a paid contract tells what happened; an admin decides where the money goes. */
export function ContractDisputeDialog({ contract, open, onOpenChange }: { contract: ContractView; open: boolean; onOpenChange: (open: boolean) => void }) {
  const dispute = useOpenDispute();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = openDisputeBodySchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Conte o que aconteceu.');
    setError(undefined);
    dispute.mutate(
      { id: contract.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          setReason('');
          onOpenChange(false);
        },
        onError: (failure) => toast({ variant: 'destructive', title: 'Não foi possível abrir a disputa', description: failure.message }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Abrir disputa"
      description="O valor continua retido enquanto nossa equipe analisa. Conte com detalhes o que aconteceu."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div>
          <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-gray-900">
            Motivo da disputa
          </label>
          <textarea
            id={id}
            rows={4}
            value={reason}
            maxLength={2000}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-erro` : `${id}-dica`}
            className="block w-full rounded-xl border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-600"
          />
          {error ? (
            <p id={`${id}-erro`} className="mt-1.5 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : (
            <p id={`${id}-dica`} className="mt-1.5 text-sm text-gray-600">
              Mínimo de 10 caracteres.
            </p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Voltar
          </Button>
          <Button type="submit" isLoading={dispute.isPending}>
            Abrir disputa
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
