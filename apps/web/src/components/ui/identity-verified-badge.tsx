import { identityVerificationTexts } from '@passarela/shared';
import { BadgeCheck } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/**
 * "Identidade verificada": the team checked the person's ID document, selfie and CPF (or set the
 * badge by hand). `pill` is the rounded label of a page (Configurações); `line` the small text beside
 * a name (job page, cards, applicants); `icon` only the seal, its words for screen readers and on
 * hover (a thread list, where every character of the row counts); `line` with `iconOnPhone` shows
 * only the seal below 640 px (a thread's header).
 */
export function IdentityVerifiedBadge({
  variant = 'line',
  iconOnPhone = false,
  className,
}: {
  variant?: 'pill' | 'line' | 'icon';
  iconOnPhone?: boolean;
  className?: string;
}) {
  const text = identityVerificationTexts.badge;
  return (
    <span
      title={variant === 'line' && !iconOnPhone ? undefined : text}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 text-xs font-semibold whitespace-nowrap text-sky-800',
        variant === 'pill' && 'rounded-full bg-sky-50 px-3 py-1 ring-1 ring-sky-200',
        className,
      )}
      data-testid="identity-verified"
    >
      <BadgeCheck className="size-4 shrink-0 text-sky-600" aria-hidden="true" />
      <span className={cn(variant === 'icon' && 'sr-only', iconOnPhone && 'max-sm:sr-only')}>{text}</span>
    </span>
  );
}
