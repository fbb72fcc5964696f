import { Ban, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSetBlocked } from '../api/block-user.ts';

/**
 * "Bloquear" / "Desbloquear" the other person of a thread, after a confirmation: a blocked person
 * cannot message, propose, apply or book, and neither sees the other in lists.
 */
export function BlockToggle({ userId, name, blockedByMe }: { userId: string; name: string; blockedByMe: boolean }) {
  const setBlocked = useSetBlocked();
  const [confirming, setConfirming] = useState(false);
  const firstName = name.split(' ')[0] || name;

  function confirm() {
    setBlocked.mutate(
      { userId, blocked: !blockedByMe },
      {
        onSuccess: () => toast({ variant: 'success', title: blockedByMe ? `Você desbloqueou ${firstName}` : `Você bloqueou ${firstName}` }),
        onError: (error) =>
          toast({ variant: 'destructive', title: blockedByMe ? 'Não foi possível desbloquear' : 'Não foi possível bloquear', description: error.message }),
        onSettled: () => setConfirming(false),
      },
    );
  }

  return (
    <>
      <Button variant="ghost" size="sm" className="shrink-0 px-3" onClick={() => setConfirming(true)}>
        {blockedByMe ? <CircleCheck className="size-4" aria-hidden="true" /> : <Ban className="size-4" aria-hidden="true" />}
        {blockedByMe ? 'Desbloquear' : 'Bloquear'}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={blockedByMe ? `Desbloquear ${firstName}?` : `Bloquear ${firstName}?`}
        description={
          blockedByMe
            ? `${firstName} volta a poder enviar mensagens e propostas para você.`
            : `${firstName} não poderá enviar mensagens, propostas, candidaturas ou reservas para você, e vocês deixam de se ver nas listas.`
        }
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            Voltar
          </Button>
          <Button isLoading={setBlocked.isPending} onClick={confirm}>
            {blockedByMe ? 'Desbloquear' : 'Bloquear'}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
