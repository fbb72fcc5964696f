import { REVIEW_COMMENT_MAX, type ReviewView } from '@passarela/shared';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDayAndMonth } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { type ReviewSubject, useContractReviews, useSubmitReview } from '../api/reviews-api.ts';
import { ReviewItem } from './review-item.tsx';
import { StarRatingInput } from './star-rating-input.tsx';

/**
 * For a completed contract (or shoot booking, `subject`): the form to review the other party once
 * (1-5 stars and a comment), then the caller's review and, once visible, the other party's, with
 * what the page composes in under it (`renderTheirsActions`: the reports feature's "Denunciar").
 */
export function ContractReview({
  contractId,
  counterpartName,
  subject = 'contract',
  renderTheirsActions,
}: {
  contractId: string;
  counterpartName: string;
  subject?: ReviewSubject;
  renderTheirsActions?: (review: ReviewView) => ReactNode;
}) {
  const reviews = useContractReviews(contractId, subject);
  // When the component mounted: enough to say whether the window is still open.
  const [mountedAt] = useState(() => Date.now());
  if (reviews.isPending) {
    return (
      <div className="flex justify-center py-4">
        <Spinner />
      </div>
    );
  }
  if (reviews.isError) {
    return (
      <p className="text-sm text-gray-600" role="alert">
        Não foi possível carregar as avaliações {subject === 'contract' ? 'deste contrato' : 'deste ensaio'}.
      </p>
    );
  }
  const { mine, theirs, can_review: canReview, window_ends_at: windowEndsAt } = reviews.data;
  const windowOpen = windowEndsAt !== null && new Date(windowEndsAt).getTime() > mountedAt;

  return (
    <section className="grid gap-4" aria-label={`Avaliação de ${counterpartName}`}>
      {mine ? (
        <div className="grid gap-2">
          <h4 className="text-sm font-semibold text-gray-900">Sua avaliação</h4>
          <ReviewItem review={mine} show="reviewee" />
        </div>
      ) : canReview ? (
        <ReviewForm contractId={contractId} subject={subject} counterpartName={counterpartName} windowEndsAt={windowEndsAt} />
      ) : (
        <p className="text-sm text-gray-600">O prazo para avaliar {subject === 'contract' ? 'este contrato' : 'este ensaio'} terminou.</p>
      )}
      {theirs ? (
        <div className="grid gap-2">
          <h4 className="text-sm font-semibold text-gray-900">Avaliação de {counterpartName}</h4>
          <ReviewItem review={theirs} actions={renderTheirsActions?.(theirs)} />
        </div>
      ) : (
        windowOpen && (
          <p className="rounded-xl bg-gray-50 p-3 text-sm text-gray-600">
            A avaliação da outra parte aparece quando as duas forem enviadas ou quando o prazo terminar.
          </p>
        )
      )}
    </section>
  );
}

function ReviewForm({
  contractId,
  subject,
  counterpartName,
  windowEndsAt,
}: {
  contractId: string;
  subject: ReviewSubject;
  counterpartName: string;
  windowEndsAt: string | null;
}) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmitReview(contractId, subject);
  const commentId = useId();
  const errorId = useId();

  return (
    <form
      className="grid gap-3 rounded-2xl border border-gray-200 bg-white p-4 sm:p-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!rating) {
          setError('Escolha de 1 a 5 estrelas.');
          return;
        }
        setError(null);
        submit.mutate(
          { rating, comment: comment.trim() },
          {
            onSuccess: () => toast({ variant: 'success', title: 'Avaliação enviada', description: 'Obrigado por avaliar!' }),
            onError: (failure) => setError(isApiError(failure) ? failure.message : 'Não foi possível enviar a avaliação. Tente novamente.'),
          },
        );
      }}
    >
      <div>
        <h4 className="text-base font-semibold text-gray-900">Avalie {counterpartName}</h4>
        {windowEndsAt && <p className="mt-0.5 text-sm text-gray-600">Você pode avaliar até {formatDayAndMonth(windowEndsAt)}. Uma vez só.</p>}
      </div>
      <StarRatingInput value={rating} onChange={setRating} legend="Sua nota" invalid={error !== null && !rating} />
      <div className="grid gap-1.5">
        <label htmlFor={commentId} className="text-sm font-medium text-gray-900">
          Comentário (opcional)
        </label>
        <textarea
          id={commentId}
          rows={4}
          maxLength={REVIEW_COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          placeholder="Como foi trabalhar com essa pessoa?"
          className="block w-full rounded-xl border border-gray-300 bg-white px-4 py-3 text-base text-gray-900 placeholder:text-gray-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
        <p className="text-right text-xs text-gray-500">
          {comment.length}/{REVIEW_COMMENT_MAX}
        </p>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" isLoading={submit.isPending}>
          Enviar avaliação
        </Button>
      </div>
    </form>
  );
}
