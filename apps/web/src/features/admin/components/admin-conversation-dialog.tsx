import type { AdminConversationGrounds, AdminConversationMessage } from '@passarela/shared';
import { EyeOff, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTimeBr } from '../../../lib/format-date.ts';
import { type DisputeRef, useAdminConversation, useDisputeConversations } from '../api/admin-conversations-api.ts';
import { errorMessage } from './admin-field-classes.ts';

const subjectLabels: Record<string, string> = {
  profile: 'Primeiro contato pelo perfil',
  application: 'Sobre uma candidatura',
  proposal: 'Sobre uma proposta',
  booking: 'Sobre um ensaio',
};

const groundsText = (grounds: AdminConversationGrounds) =>
  grounds.kind === 'report' ? 'Aberta por uma denúncia de mensagem.' : 'Aberta por uma disputa entre as duas pessoas.';

/**
 * "Ler conversa" (docs/security.md #32): an admin reads a thread through a message's report
 * (`conversationId`) or a dispute (`dispute`: its two people's threads, one picked). Every opening
 * of a thread is one audited reading, said at the top; texts are the users' and rendered as text.
 */
export function AdminConversationDialog({ conversationId, dispute, onClose }: { conversationId?: string; dispute?: DisputeRef; onClose: () => void }) {
  const [picked, setPicked] = useState<string | null>(conversationId ?? null);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Conversa" description="Cada leitura fica registrada na auditoria." className="max-w-2xl">
      {picked ? <Thread conversationId={picked} /> : dispute ? <DisputeThreads dispute={dispute} onPick={setPicked} /> : null}
    </Dialog>
  );
}

function DisputeThreads({ dispute, onPick }: { dispute: DisputeRef; onPick: (id: string) => void }) {
  const threads = useDisputeConversations(dispute);
  if (threads.isPending) return <Spinner className="size-6" />;
  if (threads.isError)
    return (
      <p role="alert" className="text-red-700">
        {errorMessage(threads.error)}
      </p>
    );
  if (threads.data.length === 0) return <p className="text-sm text-gray-600">As duas pessoas não trocaram mensagens na plataforma.</p>;
  return (
    <ul className="grid gap-2" aria-label="Conversas entre as duas pessoas">
      {threads.data.map((thread) => (
        <li key={thread.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-gray-200 p-3 text-sm">
          <span>
            <span className="font-medium text-gray-900">{subjectLabels[thread.subject_kind] ?? 'Conversa'}</span>
            <span className="block text-gray-600">
              {thread.messages === 1 ? '1 mensagem' : `${thread.messages} mensagens`} · última em {formatDateTimeBr(thread.last_message_at)}
            </span>
          </span>
          <Button size="sm" variant="outline" onClick={() => onPick(thread.id)}>
            Ler
          </Button>
        </li>
      ))}
    </ul>
  );
}

function Thread({ conversationId }: { conversationId: string }) {
  const thread = useAdminConversation(conversationId);
  if (thread.isPending) return <Spinner className="size-6" />;
  if (thread.isError)
    return (
      <p role="alert" className="text-red-700">
        {errorMessage(thread.error)}
      </p>
    );
  const names = new Map(thread.data.people.map((person) => [person.id, person.name]));
  return (
    <div className="grid gap-3" data-testid="admin-conversation">
      <p className="text-sm text-gray-600">
        {subjectLabels[thread.data.subject_kind] ?? 'Conversa'} · {thread.data.people.map((person) => person.name).join(' e ')}.{' '}
        {groundsText(thread.data.grounds)}
      </p>
      <ol className="grid gap-2" aria-label="Mensagens">
        {thread.data.messages.map((message) => (
          <MessageLine key={message.id} message={message} sender={names.get(message.sender_id) ?? 'Conta excluída'} />
        ))}
      </ol>
      {thread.data.truncated && <p className="text-sm text-gray-600">Mostrando as {thread.data.messages.length} primeiras mensagens.</p>}
    </div>
  );
}

function MessageLine({ message, sender }: { message: AdminConversationMessage; sender: string }) {
  return (
    <li className="rounded-xl bg-gray-50 p-3 text-sm" data-testid="admin-conversation-message">
      <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-gray-600">
        <span className="font-semibold text-gray-900">{sender}</span>
        <time dateTime={message.created_at}>{formatDateTimeBr(message.created_at)}</time>
      </p>
      <p className="mt-1 break-words whitespace-pre-line text-gray-900">{message.body}</p>
      {message.images.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Fotos da mensagem">
          {message.images.map((image, index) => (
            <li key={image.id}>
              <a href={image.url} target="_blank" rel="noreferrer" className="block rounded-lg focus-visible:ring-2 focus-visible:ring-brand-500">
                <img
                  src={image.thumbnail_url}
                  alt={`Foto ${index + 1} da mensagem`}
                  width={96}
                  height={Math.round((96 * image.height) / Math.max(image.width, 1))}
                  loading="lazy"
                  className="h-24 w-24 rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {message.original_body !== null && (
        <div className="mt-2 rounded-lg bg-amber-50 p-2 ring-1 ring-amber-200">
          <p className="text-xs font-semibold text-amber-900">Texto original (a outra pessoa não vê)</p>
          <p className="mt-0.5 break-words whitespace-pre-line text-amber-950">{message.original_body}</p>
        </div>
      )}
      {(message.scam_warning || message.hidden_by) && (
        <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs font-medium text-gray-700">
          {message.scam_warning && (
            <span className="inline-flex items-center gap-1">
              <ShieldAlert className="size-3.5" aria-hidden="true" />
              Pedido de dinheiro fora da plataforma
            </span>
          )}
          {message.hidden_by && (
            <span className="inline-flex items-center gap-1">
              <EyeOff className="size-3.5" aria-hidden="true" />
              Ocultada pela moderação
            </span>
          )}
        </p>
      )}
    </li>
  );
}
