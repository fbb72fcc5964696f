import { AlertDialog } from 'radix-ui';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { cn } from '../../../lib/cn.ts';

/**
 * Asked when the wizard is closed (Escape, a tap beside it, its X) with answers typed:
 * an alert dialog, so a tap beside it does not count as an answer and the focus starts on the
 * safe choice, 'Continuar cadastro', which Escape also picks.
 */
export function DiscardSignUpDialog({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onKeep();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-gray-950/40 data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none data-[state=open]:animate-dialog-in">
          <AlertDialog.Title className="text-xl font-bold text-gray-900">Descartar cadastro?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-gray-600">As respostas que você já preencheu serão apagadas.</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Action className={cn(buttonVariants({ variant: 'outline' }), 'text-red-700')} onClick={onDiscard}>
              Descartar
            </AlertDialog.Action>
            <AlertDialog.Cancel className={buttonVariants()}>Continuar cadastro</AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
