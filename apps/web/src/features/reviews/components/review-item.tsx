import type { ReviewView } from '@passarela/shared';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatShortMonthDate } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { useReplyToReview } from '../api/reviews-api.ts';
import { Stars } from './rating-stars.tsx';

function PersonName({ person }: { person: ReviewView['reviewer'] }) {
  return person.profile_slug ? (
    <Link to={`/perfil/${encodeURIComponent(person.profile_slug)}`} className="font-semibold text-gray-900 hover:underline">
      {person.name}
    </Link>
  ) : (
    <span className="font-semibold text-gray-900">{person.name}</span>
  );
}

/**
 * One review: who, stars, the comment and the reply. `show` picks whose name heads it (the author
 * on received and public lists, the reviewee on the given list). Texts are rendered as text only.
 */
export function ReviewItem({
  review,
  show = 'reviewer',
  canReply = false,
  actions,
}: {
  review: ReviewView;
  show?: 'reviewer' | 'reviewee';
  canReply?: boolean;
  /** At the card's foot, right-aligned (the public profile's "Denunciar"). */
  actions?: ReactNode;
}) {
  const person = show === 'reviewer' ? review.reviewer : review.reviewee;
  return (
    <article className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm text-gray-700">
          {show === 'reviewee' ? 'Para ' : ''}
          <PersonName person={person} />
          <span className="text-gray-500"> · {review.contract.title}</span>
        </p>
        <time dateTime={review.created_at} className="text-xs text-gray-500">
          {formatShortMonthDate(review.created_at)}
        </time>
      </div>
      <p className="mt-2 flex items-center gap-2">
        <Stars rating={review.rating} />
        <span className="sr-only">{review.rating === 1 ? '1 estrela de 5' : `${review.rating} estrelas de 5`}</span>
      </p>
      {review.comment && <p className="mt-2 text-sm whitespace-pre-line break-words text-gray-800">{review.comment}</p>}
      {review.reply ? (
        <div className="mt-3 rounded-xl bg-gray-50 p-3 text-sm">
          <p className="font-medium text-gray-900">Resposta de {review.reviewee.name}</p>
          <p className="mt-1 whitespace-pre-line break-words text-gray-700">{review.reply}</p>
        </div>
      ) : (
        canReply && <ReplyForm reviewId={review.id} />
      )}
      {actions && <div className="mt-2 -mb-2 flex justify-end">{actions}</div>}
    </article>
  );
}

function ReplyForm({ reviewId }: { reviewId: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reply = useReplyToReview();
  const fieldId = `resposta-${reviewId}`;
  if (!open) {
    return (
      <div className="mt-3">
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          Responder
        </Button>
      </div>
    );
  }
  return (
    <form
      className="mt-3 grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) {
          setError('Escreva a sua resposta.');
          return;
        }
        setError(null);
        reply.mutate(
          { reviewId, reply: text.trim() },
          {
            onSuccess: () => toast({ variant: 'success', title: 'Resposta publicada' }),
            onError: (failure) => setError(isApiError(failure) ? failure.message : 'Não foi possível enviar a resposta.'),
          },
        );
      }}
    >
      <label htmlFor={fieldId} className="text-sm font-medium text-gray-900">
        Sua resposta (uma vez só)
      </label>
      <textarea
        id={fieldId}
        rows={3}
        maxLength={1000}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-erro` : undefined}
        className="block w-full rounded-xl border border-gray-300 bg-white px-4 py-3 text-base text-gray-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-600"
      />
      {error && (
        <p id={`${fieldId}-erro`} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" isLoading={reply.isPending}>
          Publicar resposta
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
