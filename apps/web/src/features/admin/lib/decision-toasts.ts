import { toast } from '../../../lib/toast.ts';
import { errorMessage } from '../components/admin-field-classes.ts';

/**
 * The callbacks of an admin's decision (a job moved, a review hidden, an identity or a withdrawal
 * decided): on success a toast saying what was done, then `done` (close the dialog); on failure a
 * toast with the server's message.
 */
export function decisionCallbacks(doneTitle: string, done: () => void) {
  return {
    onSuccess: () => {
      toast({ title: doneTitle, variant: 'success' });
      done();
    },
    onError: (error: unknown) => toast({ title: 'Não foi possível concluir', description: errorMessage(error), variant: 'destructive' }),
  };
}
