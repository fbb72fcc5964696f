import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Rendered above the title (e.g. a step indicator). */
  header?: ReactNode;
  className?: string;
  /** A tap or focus outside the dialog, before it closes; `event.preventDefault()` keeps it open. */
  onInteractOutside?: (event: Event) => void;
  /**
   * When it has closed, before the focus moves (Radix returns it only to a Dialog.Trigger, which
   * these dialogs have none of): `event.preventDefault()` and focus the button that opened it.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Modal dialog on Radix: focus trap, Escape, aria wiring. Closing is by the X button ('Fechar'),
 * Escape, or a click on the backdrop; each ends in onOpenChange(false).
 */
export function Dialog({ open, onOpenChange, title, description, children, header, className, onInteractOutside, onCloseAutoFocus }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-gray-950/50 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          onInteractOutside={onInteractOutside}
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto',
            'rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8',
            'data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in',
            className,
          )}
        >
          {header}
          <RadixDialog.Title className="pr-8 text-2xl font-bold tracking-tight text-gray-900">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-gray-600">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-6">{children}</div>
          <RadixDialog.Close
            aria-label="Fechar"
            className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-full text-gray-500 transition-colors hover:bg-gray-100 hover:text-gray-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          >
            <X className="size-5" aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
