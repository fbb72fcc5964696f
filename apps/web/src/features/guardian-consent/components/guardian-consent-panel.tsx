import type { GuardianConsentStatus } from '@passarela/shared';
import { CircleCheck, Clock, Info, type LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { useResendGuardianEmail } from '../api/resend-guardian-email.ts';
import { type GuardianConsentNotice, type GuardianContactFields, guardianConsentNotice } from '../lib/guardian-consent-notice.ts';

const looks: Record<GuardianConsentNotice['kind'], { icon: LucideIcon; box: string; iconColor: string }> = {
  confirmed: { icon: CircleCheck, box: 'border-green-200 bg-green-50 text-green-900', iconColor: 'text-green-700' },
  pending: { icon: Clock, box: 'border-amber-200 bg-amber-50 text-amber-950', iconColor: 'text-amber-700' },
  unsaved: { icon: Info, box: 'border-gray-200 bg-gray-50 text-gray-800', iconColor: 'text-gray-600' },
};

/**
 * "Meu Perfil", section Responsável legal: whether her guardian confirmed, and the button that
 * sends the link again while it waits (README "Minors reach contractors through a guardian").
 */
export function GuardianConsentPanel({
  status,
  saved,
  typed,
}: {
  status: GuardianConsentStatus | null;
  saved: GuardianContactFields;
  typed: GuardianContactFields;
}) {
  const resend = useResendGuardianEmail();
  const notice = guardianConsentNotice(status, saved, typed);
  if (!notice) return null;
  const look = looks[notice.kind];
  const Icon = look.icon;

  const sendAgain = () =>
    resend.mutate(undefined, {
      onSuccess: () =>
        toast({ variant: 'success', title: 'Email reenviado', description: `Enviamos um novo link para ${saved.guardian_email ?? 'o seu responsável'}.` }),
      onError: (error) => toast({ variant: 'destructive', title: 'Não foi possível reenviar', description: error.message }),
    });

  return (
    <div data-testid="guardian-consent-status" className={cn('grid gap-3 rounded-xl border p-4', look.box)}>
      <div className="flex items-start gap-3">
        <Icon className={cn('mt-0.5 size-5 shrink-0', look.iconColor)} aria-hidden="true" />
        <output className="grid min-w-0 gap-1">
          <span className="font-semibold">{notice.title}</span>
          <span className="text-sm break-words">{notice.text}</span>
        </output>
      </div>
      {notice.kind === 'pending' && (
        <Button variant="outline" size="sm" className="w-full sm:ml-8 sm:w-fit" isLoading={resend.isPending} onClick={sendAgain}>
          Reenviar email ao responsável
        </Button>
      )}
    </div>
  );
}
