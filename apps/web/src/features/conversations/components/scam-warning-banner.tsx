import { SCAM_WARNING_TEXT } from '@passarela/shared';
import { ShieldAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/**
 * Under a message from the other side that asks for money outside the platform (docs/product.md
 * "Conversations"): the safety warning and "Denunciar", which hides the thread and tells the admins.
 */
export function ScamWarningBanner({ onReport, reporting }: { onReport: () => void; reporting: boolean }) {
  return (
    <li
      role="note"
      className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:flex-row sm:items-center"
      data-testid="scam-warning"
    >
      <p className="flex flex-1 items-start gap-2">
        <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {SCAM_WARNING_TEXT}
      </p>
      <Button size="sm" variant="outline" className="self-start sm:self-center" isLoading={reporting} onClick={onReport}>
        Denunciar
      </Button>
    </li>
  );
}
