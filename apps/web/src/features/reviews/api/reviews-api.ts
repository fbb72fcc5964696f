import type { ContractReviewsResponse, MyReviewsResponse, ProfileReviewsResponse, ReviewBodyInput, ReviewDirection, ReviewResponse } from '@passarela/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const contractReviewsQueryKey = (contractId: string) => ['reviews', 'contract', contractId] as const;
export const myReviewsQueryKey = (direction: ReviewDirection) => ['reviews', 'mine', direction] as const;
export const profileReviewsQueryKey = (slug: string) => ['reviews', 'profile', slug.toLowerCase()] as const;

export function useContractReviews(contractId: string) {
  return useQuery({
    queryKey: contractReviewsQueryKey(contractId),
    queryFn: ({ signal }) => apiClient.get<ContractReviewsResponse>(`/api/contracts/${encodeURIComponent(contractId)}/reviews`, { signal }),
  });
}

export function useSubmitReview(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBodyInput) => apiClient.post<ReviewResponse>(`/api/contracts/${encodeURIComponent(contractId)}/reviews`, body),
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
