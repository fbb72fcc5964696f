import type { SessionUserView } from '@passarela/shared';
import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn.ts';
import { AccountAvatar } from './account-avatar.tsx';

export interface AccountMenuTriggerProps extends ComponentProps<'button'> {
  user: SessionUserView;
  /** The notification badge, drawn on the avatar's corner (composed by the layout). */
  badge?: React.ReactNode;
  badgeLabel?: string;
}

/** The avatar button that opens the account dropdown; the same markup before and after Radix loads. */
export function AccountMenuTrigger({ user, badge, badgeLabel, className, ...props }: AccountMenuTriggerProps) {
  return (
    <button
      type="button"
      aria-label={badgeLabel ? `Menu da conta (${badgeLabel})` : 'Menu da conta'}
      aria-haspopup="menu"
      className={cn(
        'relative inline-flex size-11 items-center justify-center rounded-full transition-shadow hover:ring-2 hover:ring-brand-200',
        'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none',
        className,
      )}
      {...props}
    >
      <AccountAvatar name={user.name} imageUrl={user.profile_image_url} />
      {badge && <span className="absolute -top-0.5 -right-0.5">{badge}</span>}
    </button>
  );
}
