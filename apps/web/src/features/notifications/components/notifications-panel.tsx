import type { NotificationView } from '@passarela/shared';
import { BellOff, CheckCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotificationsList } from '../api/notifications-list.ts';
import { relativeTimePtBr } from '../lib/relative-time.ts';

export interface NotificationsPanelProps {
  id: string;
  unreadCount: number;
  /** Closes the panel; true gives focus back to the bell. */
  onClose: (returnFocus: boolean) => void;
}

/** The bell's list: newest first, unread ones marked; a click marks it read and goes to its link. */
export function NotificationsPanel({ id, unreadCount, onClose }: NotificationsPanelProps) {
  const list = useNotificationsList(true);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const panelRef = useRef<HTMLElement>(null);
  const titleId = `${id}-titulo`;

  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const hasUnread = unreadCount > 0 || items.some((item) => item.read_at === null);

  const openItem = (item: NotificationView) => {
    if (item.read_at === null) markRead.mutate(item.id);
    if (item.link?.startsWith('/')) {
      onClose(false);
      void navigate(item.link);
    }
  };

  return (
    <section
      ref={panelRef}
      id={id}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cn(
        'fixed inset-x-0 top-16 z-50 flex max-h-[calc(100dvh-5rem)] flex-col border-b border-gray-200 bg-white shadow-xl focus:outline-none',
        'sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:max-h-[70vh] sm:w-96 sm:rounded-2xl sm:border',
      )}
    >
      <div className="flex items-center justify-between gap-3 border-b border-gray-100 px-4 py-3">
        <h2 id={titleId} className="text-base font-semibold text-gray-900">
          Notificações
        </h2>
        <button
          type="button"
          disabled={!hasUnread || markAll.isPending}
          onClick={() => markAll.mutate()}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none disabled:cursor-not-allowed disabled:text-gray-400 disabled:hover:bg-transparent"
        >
          <CheckCheck className="size-4" aria-hidden="true" />
          Marcar todas como lidas
        </button>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto">
        {list.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner />
          </div>
        ) : list.isError ? (
          <p className="px-4 py-8 text-center text-sm text-gray-600" role="alert">
            Não foi possível carregar as notificações. Tente novamente.
          </p>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-gray-600">
            <BellOff className="size-8 text-gray-300" aria-hidden="true" />
            <p>Nenhuma notificação por enquanto.</p>
          </div>
        ) : (
          <ul className="divide-y divide-gray-100">
            {items.map((item) => {
              const unread = item.read_at === null;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => openItem(item)}
                    className={cn(
                      'flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none focus-visible:ring-inset',
                      unread && 'bg-brand-50/60',
                    )}
                  >
                    <span aria-hidden="true" className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', unread ? 'bg-brand-600' : 'bg-transparent')} />
                    <span className="min-w-0 flex-1">
                      <span className={cn('block text-sm text-gray-900', unread ? 'font-semibold' : 'font-medium')}>
                        {item.title}
                        {unread && <span className="sr-only"> (não lida)</span>}
                      </span>
                      {item.body && <span className="mt-0.5 block text-sm break-words text-gray-600">{item.body}</span>}
                      <time dateTime={item.created_at} className="mt-1 block text-xs text-gray-500">
                        {relativeTimePtBr(item.created_at)}
                      </time>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {list.hasNextPage && (
          <div className="border-t border-gray-100 p-3 text-center">
            <button
              type="button"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
              className="min-h-9 rounded-full px-4 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              {list.isFetchingNextPage ? 'Carregando…' : 'Carregar mais'}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
