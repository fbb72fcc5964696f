import { type SessionUserView, formatReais, isProUser } from '@passarela/shared';
import { Crown, Heart, LayoutDashboard, LogOut, type LucideIcon, Settings, ShieldCheck, CreditCard, UserRound, Wallet } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { accountMenuLinks } from '../lib/account-menu-items.ts';
import { AccountMenuTrigger } from './account-menu-trigger.tsx';

const icons: Record<string, LucideIcon> = {
  profile: UserRound,
  dashboard: LayoutDashboard,
  favorites: Heart,
  wallet: Wallet,
  settings: Settings,
  admin: ShieldCheck,
  'payment-test': CreditCard,
};

const itemClassName =
  'flex h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium text-gray-700 outline-none select-none ' +
  'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 data-[disabled]:opacity-60';

interface AccountMenuProps {
  user: SessionUserView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  notificationBadge?: React.ReactNode;
  notificationLabel?: string;
  onSignOut: () => Promise<void>;
}

/** docs/product.md "Spec 2": name, email, balance (2 decimals), PRO badge, links and 'Sair'; at most 80vh tall. */
export function AccountMenu({ user, open, onOpenChange, notificationBadge, notificationLabel, onSignOut }: AccountMenuProps) {
  const [signingOut, setSigningOut] = useState(false);
  const pro = isProUser(user);

  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger asChild>
        <AccountMenuTrigger user={user} badge={notificationBadge} badgeLabel={notificationLabel} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 max-h-[min(80vh,var(--radix-dropdown-menu-content-available-height))] w-72 overflow-y-auto overscroll-contain rounded-2xl border border-gray-200 bg-white p-2 shadow-xl data-[state=open]:animate-fade-in"
        >
          <div className="px-3 pt-2 pb-3">
            <div className="flex items-center gap-2">
              <p className="truncate text-sm font-semibold text-gray-900">{user.name}</p>
              {pro && (
                <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-gradient-to-r from-amber-400 to-amber-500 px-2 py-0.5 text-[11px] font-bold text-amber-950">
                  <Crown className="size-3" aria-hidden="true" />
                  PRO
                </span>
              )}
            </div>
            <p className="truncate text-sm text-gray-600">{user.email}</p>
            <p className="mt-2 inline-flex rounded-lg bg-gray-50 px-2 py-1 text-sm text-gray-700">
              Saldo: <span className="ml-1 font-semibold text-gray-900">{formatReais(user.wallet_balance)}</span>
            </p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />
          {accountMenuLinks(user).map((link) => {
            const Icon = icons[link.key] ?? UserRound;
            return (
              <DropdownMenu.Item key={link.key} asChild className={itemClassName}>
                <Link to={link.to}>
                  <Icon className="size-4 text-gray-500" aria-hidden="true" />
                  {link.label}
                </Link>
              </DropdownMenu.Item>
            );
          })}
          <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />
          <DropdownMenu.Item
            className={itemClassName}
            disabled={signingOut}
            onSelect={(event) => {
              // Keep the menu open with a spinner until the server has ended the session.
              event.preventDefault();
              setSigningOut(true);
              void onSignOut().finally(() => {
                setSigningOut(false);
                onOpenChange(false);
              });
            }}
          >
            {signingOut ? <Spinner className="size-4" /> : <LogOut className="size-4 text-gray-500" aria-hidden="true" />}
            Sair
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
