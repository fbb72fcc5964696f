import { SCAM_WARNING_TEXT } from '@passarela/shared';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * Under a message from the other side that asks for money outside the platform (docs/product.md
 * "Conversations"): the safety warning and `report`, the page's "Denunciar" for that message (the
 * scam reason chosen; once sent, the thread leaves her list).
 */
export function ScamWarningBanner({ report }: { report: ReactNode }) {
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
      <div className="self-start sm:self-center">{report}</div>
    </li>
  );
}
