import { Bell } from 'lucide-react';
import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { NotificationBadge } from './notification-badge.tsx';

const loadPanel = () => import('./notifications-panel.tsx');
const NotificationsPanel = lazy(() => loadPanel().then((module) => ({ default: module.NotificationsPanel })));

/**
 * The header's bell (docs/product.md "Notifications"): the unread badge on it and, on click, the list
 * panel (loaded on first use). Escape or a click outside closes it; Escape gives focus back to
 * the bell. On phones the panel spans the screen's width under the header.
 */
export function NotificationBell({ count }: { count: number }) {
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const { pathname, search } = useLocation();
  const here = pathname + search;
  // Any navigation (e.g. a click on a notification) closes the panel without an effect.
  const open = openedAt === here;
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpenedAt(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) close(false);
    };
    if (open) {
      document.addEventListener('keydown', onKeyDown);
      document.addEventListener('pointerdown', onPointerDown);
    }
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);

  return (
    <div ref={containerRef} className="sm:relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Notificações"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpenedAt(open ? null : here)}
        className={cn(
          'relative inline-flex size-11 items-center justify-center rounded-full text-gray-700 transition-colors hover:bg-gray-100',
          'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
          open && 'bg-gray-100',
        )}
      >
        <Bell className="size-6" aria-hidden="true" />
        {count > 0 && (
          <span className="absolute -top-0.5 -right-0.5">
            <NotificationBadge count={count} testId="notification-bell-badge" />
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationsPanel id={panelId} unreadCount={count} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
