import { type ContactMessage, type ContactMessageStatus, contactMessageStatuses, contactMessageStatusLabels } from '@passarela/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTimeBr } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { useContactMessages, useSetContactStatus } from '../api/admin-api.ts';
import { errorMessage } from './admin-field-classes.ts';
import { AdminPagedCards } from './admin-cards.tsx';
import { AdminSection } from './admin-section.tsx';
import { AdminSelectFilter } from './admin-select-filter.tsx';

/** "Contato": messages from /contato, newest first, with their status. */
export function AdminContactSection() {
  const [status, setStatus] = useState<ContactMessageStatus | ''>('new');
  const messages = useContactMessages(status || undefined);
  return (
    <AdminSection name="contact" title="Contato">
      <AdminSelectFilter
        label="Situação"
        allLabel="Todas"
        values={contactMessageStatuses}
        labels={contactMessageStatusLabels}
        value={status}
        onChange={setStatus}
      />
      <AdminPagedCards query={messages} emptyText="Nenhuma mensagem aqui." label="Mensagens">
        {(message) => <MessageCard key={message.id} message={message} />}
      </AdminPagedCards>
    </AdminSection>
  );
}

function MessageCard({ message }: { message: ContactMessage }) {
  const setStatus = useSetContactStatus();
  const mark = (status: ContactMessageStatus) =>
    setStatus.mutate(
      { id: message.id, status },
      {
        onSuccess: () => toast({ title: `Mensagem marcada como ${contactMessageStatusLabels[status].toLowerCase()}`, variant: 'success' }),
        onError: (error) => toast({ title: 'Não foi possível atualizar', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  return (
    <li className="rounded-2xl border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-gray-900">{message.subject}</p>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            message.status === 'new' ? 'bg-brand-100 text-brand-800' : 'bg-gray-100 text-gray-700',
          )}
        >
          {contactMessageStatusLabels[message.status]}
        </span>
      </div>
      <p className="text-sm text-gray-600">
        {message.name} ·{' '}
        <a href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`} className="text-brand-700 underline">
          {message.email}
        </a>{' '}
        · <time dateTime={message.created_at}>{formatDateTimeBr(message.created_at)}</time>
      </p>
      <p className="mt-3 text-sm whitespace-pre-line text-gray-900">{message.message}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {contactMessageStatuses
          .filter((status) => status !== message.status && status !== 'new')
          .map((status) => (
            <Button key={status} variant="outline" size="sm" disabled={setStatus.isPending} onClick={() => mark(status)}>
              Marcar como {contactMessageStatusLabels[status].toLowerCase()}
            </Button>
          ))}
      </div>
    </li>
  );
}
