import { type JobRequirementMismatch, mismatchTextForModel } from '@passarela/shared';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

/**
 * Before a model applies to a job her profile does not fit: what does not match, in her words,
 * and the choice to apply anyway or not. A warning, never a refusal: the owner decides. Cancel
 * comes first in the DOM, so it takes the focus when the dialog opens.
 */
export function RequirementsWarningDialog({
  mismatches,
  onCancel,
  onApplyAnyway,
}: {
  /** null: closed. */
  mismatches: JobRequirementMismatch[] | null;
  onCancel: () => void;
  onApplyAnyway: () => void;
}) {
  return (
    <Dialog
      open={mismatches !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Seu perfil não atende a todos os requisitos"
      description="Você ainda pode se candidatar: quem decide é o contratante."
    >
      <ul className="grid list-disc gap-2 pl-5 text-sm text-gray-800">
        {(mismatches ?? []).map((mismatch) => (
          <li key={mismatch.requirement}>{mismatchTextForModel(mismatch)}</li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button onClick={onApplyAnyway}>Candidatar-se mesmo assim</Button>
      </div>
      <p className="mt-4 text-xs text-gray-600">
        Seu perfil está desatualizado?{' '}
        <Link to="/dashboard?tab=profile" className="font-medium text-brand-700 underline underline-offset-4">
          Atualize em Meu Perfil
        </Link>
        .
      </p>
    </Dialog>
  );
}
