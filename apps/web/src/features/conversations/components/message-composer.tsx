import {
  MESSAGE_MAX_IMAGES,
  MESSAGE_MAX_LENGTH,
  PROFILE_IMAGE_ACCEPTED_TYPES,
  conversationTexts,
  messageImageTexts,
  sendMessageBodySchema,
} from '@passarela/shared';
import { ImagePlus, SendHorizontal } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { labelClassName } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSendMessage } from '../api/send-message.ts';
import { pickMessageImages } from '../lib/pick-message-images.ts';
import { isSendShortcut } from '../lib/send-shortcut.ts';
import { PickedPhotos } from './picked-photos.tsx';

export const messageTextareaClassName =
  'block w-full resize-none rounded-xl border border-gray-300 bg-white px-3.5 py-2.5 text-base text-gray-900 placeholder:text-gray-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-600';

/**
 * The thread's text box, and "Anexar foto" for up to MESSAGE_MAX_IMAGES photos, previewed (each
 * can be taken out) before they go with the text or alone. After a send whose answer says something was hidden (a phone, a Pix key
 * before the contract is paid), the sender is told why, once for that message.
 */
export function MessageComposer({ conversationId }: { conversationId: string }) {
  const send = useSendMessage(conversationId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [hiddenNotice, setHiddenNotice] = useState(false);
  const [images, setImages] = useState<readonly File[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-erro`;
  const counterId = `${id}-contador`;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (send.isPending) return;
    // With photos the text may be left empty; without, it is the message.
    const blank = body.trim() === '';
    if (blank && images.length === 0) {
      setError(messageImageTexts.empty);
      return;
    }
    const parsed = sendMessageBodySchema.safeParse({ body });
    if (!blank && !parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messageImageTexts.empty);
      return;
    }
    setError(null);
    try {
      const answer = await send.mutateAsync({ body: parsed.success ? parsed.data.body : '', images });
      setBody('');
      setImages([]);
      setHiddenNotice(answer.hidden.length > 0);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Não foi possível enviar a mensagem.');
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-2 border-t border-gray-200 bg-white p-3" noValidate>
      {hiddenNotice && (
        <output className="block rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900" data-testid="contact-hidden-notice">
          {conversationTexts.contactHiddenNotice}
        </output>
      )}
      <label htmlFor={id} className={cn(labelClassName, 'sr-only')}>
        Mensagem
      </label>
      <PickedPhotos files={images} onRemove={(index) => setImages((current) => current.filter((_, i) => i !== index))} />
      <input
        ref={fileInput}
        type="file"
        multiple
        accept={PROFILE_IMAGE_ACCEPTED_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="message-photo-input"
        onChange={(event) => {
          const picked = pickMessageImages(Array.from(event.target.files ?? []), images.length);
          event.target.value = '';
          setImages((current) => [...current, ...picked.accepted]);
          setError(picked.error);
        }}
      />
      <div className="flex items-end gap-2">
        <Button
          variant="ghost"
          size="icon"
          className="mb-1 shrink-0"
          aria-label="Anexar foto"
          title={`Anexar foto (até ${MESSAGE_MAX_IMAGES})`}
          disabled={images.length >= MESSAGE_MAX_IMAGES || send.isPending}
          onClick={() => fileInput.current?.click()}
        >
          <ImagePlus className="size-5" aria-hidden="true" />
        </Button>
        <textarea
          id={id}
          rows={2}
          value={body}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder="Escreva sua mensagem"
          aria-invalid={error ? true : undefined}
          aria-describedby={cn(counterId, error && errorId)}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={(event) => {
            if (isSendShortcut(event)) {
              event.preventDefault();
              void submit();
            }
          }}
          className={cn(messageTextareaClassName, 'max-h-40 min-h-12 flex-1')}
        />
        <Button type="submit" isLoading={send.isPending} className="shrink-0" aria-label="Enviar">
          <SendHorizontal className="size-5" aria-hidden="true" />
          <span className="hidden sm:inline">Enviar</span>
        </Button>
      </div>
      <div className="flex justify-between gap-3 text-xs">
        <p id={errorId} role="alert" className="font-medium text-red-700">
          {error}
        </p>
        <p id={counterId} className="shrink-0 text-gray-600 tabular-nums">
          {body.length}/{MESSAGE_MAX_LENGTH}
          <span className="sr-only"> caracteres. Ctrl+Enter envia.</span>
        </p>
      </div>
    </form>
  );
}
