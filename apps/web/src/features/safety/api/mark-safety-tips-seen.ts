import type { SafetyTipsMoment, SafetyTipsSeen, SafetyTipsSeenResponse, SessionResponse } from '@passarela/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { sessionQueryKey } from '../../../lib/session/get-session.ts';

/** The session's copy of what she dismissed, changed in place (the next check brings the server's). */
function writeSeen(queryClient: QueryClient, change: (seen: SafetyTipsSeen) => SafetyTipsSeen) {
  queryClient.setQueryData<SessionResponse>(sessionQueryKey, (session) =>
    session?.user ? { user: { ...session.user, safety_tips_seen: change(session.user.safety_tips_seen) } } : session,
  );
}

/**
 * POST /api/me/safety-tips/:moment/seen: 'Entendi' on the first-run safety card, remembered on the
 * account (docs/product.md "Safety"). The card goes at once; the answer is the account's state.
 */
export function useMarkSafetyTipsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moment: SafetyTipsMoment) => apiClient.post<SafetyTipsSeenResponse>(`/api/me/safety-tips/${moment}/seen`),
    onMutate: (moment) => writeSeen(queryClient, (seen) => ({ ...seen, [moment]: true })),
    onSuccess: (answer) => writeSeen(queryClient, () => answer.safety_tips_seen),
  });
}
