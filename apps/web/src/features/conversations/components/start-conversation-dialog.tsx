import { MESSAGE_MAX_LENGTH, sendMessageBodySchema } from '@passarela/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { isSendShortcut } from '../lib/send-shortcut.ts';
import { messageTextareaClassName } from './message-composer.tsx';

export interface StartConversationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Mensagem para Ana Souza', 'Mensagem sobre “Catálogo de inverno”'. */
  title: string;
  /** Sends the first message; a rejected promise keeps the dialog open with the error. */
  onSend: (body: string) => Promise<unknown>;
}

/** The first message of a thread, written in a dialog from where the conversation starts (a profile, an application, a proposal). */
export function StartConversationDialog({ open, onOpenChange, title, onSend }: StartConversationDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="A conversa fica registrada na Passarela. Contatos aparecem depois do pagamento pela plataforma."
    >
      {open && <FirstMessageForm onSend={onSend} onCancel={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function FirstMessageForm({ onSend, onCancel }: { onSend: (body: string) => Promise<unknown>; onCancel: () => void }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (sending) return;
    const parsed = sendMessageBodySchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Escreva uma mensagem.');
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      await onSend(parsed.data.body);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Não foi possível enviar a mensagem.');
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
      <Field label="Mensagem" error={error} hint={`${body.length}/${MESSAGE_MAX_LENGTH} caracteres`}>
        {(control) => (
          <textarea
            {...control}
            rows={5}
            value={body}
            maxLength={MESSAGE_MAX_LENGTH}
            placeholder="Conte o que você procura: data, local, tipo de trabalho."
            onChange={(event) => setBody(event.target.value)}
            onKeyDown={(event) => {
              if (isSendShortcut(event)) {
                event.preventDefault();
                void submit();
              }
            }}
            className={cn(messageTextareaClassName, 'min-h-32')}
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={sending}>
          Enviar
        </Button>
      </div>
    </form>
  );
}
