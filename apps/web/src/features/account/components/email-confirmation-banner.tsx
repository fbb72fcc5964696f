import { MailWarning, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useResendVerificationEmail } from './use-resend-verification-email.ts';

const dismissKey = (userId: string) => `passarela:banner-email-dispensado:${userId}`;

function readDismissed(userId: string): boolean {
  try {
    return sessionStorage.getItem(dismissKey(userId)) === '1';
  } catch {
    return false;
  }
}

/**
 * docs/product.md "Accounts": until the address is confirmed, a banner under the header. Dismissing
 * hides it for this browser session only (sessionStorage): it comes back on the next visit.
 */
export function EmailConfirmationBanner({ userId, email, onAlreadyVerified }: { userId: string; email: string; onAlreadyVerified: () => void }) {
  const [dismissed, setDismissed] = useState(() => readDismissed(userId));
  const resend = useResendVerificationEmail({ email, onAlreadyVerified });
  if (dismissed) return null;

  return (
    <section aria-label="Confirmação de email" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3 sm:items-center sm:px-6 lg:px-8">
        <MailWarning className="mt-0.5 size-5 shrink-0 text-amber-700 sm:mt-0" aria-hidden="true" />
        <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <p className="flex-1 text-sm text-amber-950">
            <strong className="font-semibold">Confirme seu email</strong> para publicar vagas, se candidatar e fazer pagamentos.
            <span className="hidden sm:inline">
              {' '}
              Enviamos um link para <span className="font-medium break-all">{email}</span>.
            </span>
          </p>
          <Button variant="outline" size="sm" className="self-start sm:self-auto" isLoading={resend.isPending} onClick={() => resend.mutate()}>
            Reenviar email
          </Button>
        </div>
        <button
          type="button"
          aria-label="Dispensar aviso"
          className="-mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-amber-800 hover:bg-amber-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          onClick={() => {
            try {
              sessionStorage.setItem(dismissKey(userId), '1');
            } catch {
              // Private mode without storage: it stays dismissed until the page reloads.
            }
            setDismissed(true);
          }}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
