import type { ContractReviewsResponse, MyReviewsResponse, ProfileReviewsResponse, ReviewBodyInput, ReviewDirection, ReviewResponse } from '@passarela/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const contractReviewsQueryKey = (contractId: string) => ['reviews', 'contract', contractId] as const;
export const myReviewsQueryKey = (direction: ReviewDirection) => ['reviews', 'mine', direction] as const;
export const profileReviewsQueryKey = (slug: string) => ['reviews', 'profile', slug.toLowerCase()] as const;

/** What a review is about: a contract, or a shoot booking (the same double-blind reviews, another path). */
export type ReviewSubject = 'contract' | 'shoot_booking';

const reviewsPath = (subject: ReviewSubject, id: string) =>
  `/api/${subject === 'contract' ? 'contracts' : 'shoot-bookings'}/${encodeURIComponent(id)}/reviews`;

export function useContractReviews(contractId: string, subject: ReviewSubject = 'contract') {
  return useQuery({
    queryKey: subject === 'contract' ? contractReviewsQueryKey(contractId) : (['reviews', subject, contractId] as const),
    queryFn: ({ signal }) => apiClient.get<ContractReviewsResponse>(reviewsPath(subject, contractId), { signal }),
  });
}

export function useSubmitReview(contractId: string, subject: ReviewSubject = 'contract') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBodyInput) => apiClient.post<ReviewResponse>(reviewsPath(subject, contractId), body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: string; reply: string }) =>
      apiClient.post<ReviewResponse>(`/api/reviews/${encodeURIComponent(reviewId)}/reply`, { reply }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}

export function useMyReviews(direction: ReviewDirection) {
  return useInfiniteQuery({
    queryKey: myReviewsQueryKey(direction),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ direction });
      if (pageParam) params.set('cursor', pageParam);
      return apiClient.get<MyReviewsResponse>(`/api/me/reviews?${params.toString()}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useProfileReviews(slug: string) {
  return useQuery({
    queryKey: profileReviewsQueryKey(slug),
    queryFn: ({ signal }) => apiClient.get<ProfileReviewsResponse>(`/api/profiles/${encodeURIComponent(slug)}/reviews`, { signal }),
  });
}
