import { type ReportItem, type ReportReason, reportItemKindLabels, reportTexts } from '@passarela/shared';
import { Flag } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { cn } from '../../../lib/cn.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useWasReported } from '../lib/reported-items.ts';

// Signed-in people only, and only when they open it: the form (and zod) stay out of the public pages' chunks.
const ReportDialog = lazy(() => import('./report-dialog.tsx').then((module) => ({ default: module.ReportDialog })));

export interface ReportButtonProps {
  item: ReportItem;
  /** What is reported, in the dialog under its title after the kind ('Vaga: Catálogo de inverno'). */
  itemTitle?: string;
  /** The signed-in person wrote or owns it: there is nothing for her to report. */
  isMine?: boolean;
  /**
   * 'text': a discreet flag and "Denunciar" at the end of a page's or a card's actions;
   * 'icon': the flag alone beside a message (its name in `label`); 'outline': a button in a notice.
   */
  look?: 'text' | 'icon' | 'outline';
  /** The accessible name before the report (the icon look: 'Denunciar mensagem'). */
  label?: string;
  /** The reason chosen when the dialog opens. */
  preselectedReason?: ReportReason;
  onReported?: () => void;
  className?: string;
}

// Discreet: grey (4.8:1 on white), medium weight, no border; the outline look sits in a notice.
const quiet =
  'inline-flex items-center justify-center gap-1.5 rounded-full text-sm font-medium text-gray-500 transition-colors ' +
  'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none';
const looks = {
  text: `${quiet} h-9 px-3`,
  icon: `${quiet} size-9 shrink-0`,
  outline: buttonVariants({ variant: 'outline', size: 'sm' }),
} as const;

/**
 * "Denunciar" (docs/product.md "Safety"): for signed-in people who are not the item's author;
 * guests see nothing (the API takes reports only from accounts, and a public page stays quiet).
 * After a report it reads "Denunciado" for the rest of the visit; it stays focusable
 * (aria-disabled) so the dialog can hand the focus back to it.
 */
export function ReportButton({ item, itemTitle, isMine = false, look = 'text', label, preselectedReason, onReported, className }: ReportButtonProps) {
  const session = useSession();
  const reported = useWasReported(item);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (session.status !== 'authenticated' || isMine) return null;

  const name = reported ? 'Denunciado' : reportTexts.button;
  const iconOnly = look === 'icon';
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={cn(looks[look], reported ? 'cursor-default' : look !== 'outline' && 'hover:bg-gray-100 hover:text-gray-800', className)}
        aria-label={iconOnly ? (reported ? 'Denunciado' : (label ?? reportTexts.button)) : undefined}
        title={iconOnly ? name : undefined}
        aria-disabled={reported || undefined}
        onClick={() => {
          if (reported) return;
          setOpened(true);
          setOpen(true);
        }}
      >
        <Flag className={cn('size-4', reported && 'fill-current')} aria-hidden="true" />
        {!iconOnly && name}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <ReportDialog
            open={open}
            onOpenChange={setOpen}
            item={item}
            description={itemTitle ? `${reportItemKindLabels[item.kind]}: ${itemTitle}` : reportItemKindLabels[item.kind]}
            preselectedReason={preselectedReason}
            onReported={onReported}
            onCloseAutoFocus={(event) => {
              // Gone when the page moved on (a report from a safety warning leaves the thread).
              if (!buttonRef.current?.isConnected) return;
              event.preventDefault();
              buttonRef.current.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
