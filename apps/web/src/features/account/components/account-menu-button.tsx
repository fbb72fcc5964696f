import type { SessionUserView } from '@passarela/shared';
import { Suspense, lazy, useState } from 'react';
import { AccountMenuTrigger } from './account-menu-trigger.tsx';

const loadAccountMenu = () => import('./account-menu.tsx');
const AccountMenu = lazy(() => loadAccountMenu().then((module) => ({ default: module.AccountMenu })));

export interface AccountMenuButtonProps {
  user: SessionUserView;
  notificationBadge?: React.ReactNode;
  notificationLabel?: string;
  onSignOut: () => Promise<void>;
}

/**
 * The header's avatar. Radix DropdownMenu (~8 KB gzip) is not on the home page's budget: a plain
 * look-alike button stands in until the first hover, focus or click, which fetches the real menu
 * and opens it.
 */
export function AccountMenuButton({ user, notificationBadge, notificationLabel, onSignOut }: AccountMenuButtonProps) {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);

  const placeholder = (
    <AccountMenuTrigger
      user={user}
      badge={notificationBadge}
      badgeLabel={notificationLabel}
      aria-expanded={false}
      onPointerEnter={() => void loadAccountMenu()}
      onFocus={() => void loadAccountMenu()}
      onClick={() => {
        setRequested(true);
        setOpen(true);
      }}
    />
  );
  if (!requested) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu
        user={user}
        open={open}
        onOpenChange={setOpen}
        notificationBadge={notificationBadge}
        notificationLabel={notificationLabel}
        onSignOut={onSignOut}
      />
    </Suspense>
  );
}
