import type {
  AdminChangeTypeBody,
  AdminJobsPage,
  AdminJobsQuery,
  AdminModerateJobBody,
  AdminOverview,
  AdminReviewsPage,
  AdminReviewVisibilityBody,
  OverviewPeriod,
  AdminContentPage,
  AdminContentPageList,
  AdminUserDetail,
  AdminUsersPage,
  AdminUsersQuery,
  AuditLogPage,
  AuditLogQuery,
  ContactMessage,
  ContactMessagesPage,
  ContactMessageStatus,
  CreateContentPageBody,
  SettingValues,
  UpdateContentPageBody,
  UpdateSettingsBody,
} from '@passarela/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { settingsQueryKey } from '../../../lib/site-settings/get-settings.ts';
import { useAdminKeysetPages } from './admin-pages.ts';

export const adminKeys = {
  all: ['admin'] as const,
  users: (query: Omit<AdminUsersQuery, 'cursor'>) => ['admin', 'users', query] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  settings: ['admin', 'settings'] as const,
  pages: ['admin', 'pages'] as const,
  page: (slug: string) => ['admin', 'page', slug] as const,
  audit: (query: Omit<AuditLogQuery, 'cursor'>) => ['admin', 'audit', query] as const,
  jobs: (query: Omit<AdminJobsQuery, 'cursor'>) => ['admin', 'jobs', query] as const,
  reviews: (hidden: 'true' | 'false' | undefined) => ['admin', 'reviews', hidden ?? 'all'] as const,
  overview: (period: OverviewPeriod) => ['admin', 'overview', period] as const,
  contact: (status: ContactMessageStatus | undefined) => ['admin', 'contact', status ?? 'all'] as const,
};

export function useAdminUsers(query: Omit<AdminUsersQuery, 'cursor'>) {
  return useAdminKeysetPages<AdminUsersPage>(adminKeys.users(query), '/api/admin/users', query);
}

export function useAdminUser(id: string | null) {
  return useQuery({
    queryKey: adminKeys.user(id ?? ''),
    queryFn: ({ signal }) => apiClient.get<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
  });
}

/** An action without its reason (the dialog adds the one reason field it asks for). */
export type AdminUserActionInput =
  | { kind: 'suspend' }
  | { kind: 'reinstate' }
  | { kind: 'remove-badge' }
  | { kind: 'type'; user_type: AdminChangeTypeBody['user_type'] }
  | { kind: 'birth-date'; birth_date: string };
export type AdminUserAction = AdminUserActionInput & { reason: string };

/** Every action on an account; afterwards the lists, the account and the audit log are fresh. */
export function useAdminUserAction(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AdminUserAction) => {
      const url = `/api/admin/users/${encodeURIComponent(userId)}`;
      if (action.kind === 'suspend' || action.kind === 'reinstate') return apiClient.post(`${url}/${action.kind}`, { reason: action.reason });
      // Revoke only: the badge is granted by approving an identity verification (docs/product.md "Admin").
      if (action.kind === 'remove-badge') return apiClient.post(`${url}/verification`, { verified: false, reason: action.reason });
      if (action.kind === 'birth-date') return apiClient.put(`${url}/birth-date`, { birth_date: action.birth_date, reason: action.reason });
      return apiClient.post(`${url}/type`, { user_type: action.user_type, reason: action.reason });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useAdminSettings() {
  return useQuery({
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => apiClient.get<{ settings: SettingValues }>('/api/admin/settings', { signal }).then((r) => r.settings),
  });
}

/** Saving refreshes the site's own settings too, so this browser shows the change at once. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateSettingsBody | Record<string, unknown>) => apiClient.put<{ settings: SettingValues }>('/api/admin/settings', changes),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.settings }), queryClient.invalidateQueries({ queryKey: settingsQueryKey })]);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}

export function useAdminPages() {
  return useQuery({
    queryKey: adminKeys.pages,
    queryFn: ({ signal }) => apiClient.get<AdminContentPageList>('/api/admin/pages', { signal }).then((r) => r.pages),
  });
}

export function useAdminPage(slug: string | null) {
  return useQuery({
    queryKey: adminKeys.page(slug ?? ''),
    queryFn: ({ signal }) => apiClient.get<AdminContentPage>(`/api/admin/pages/${encodeURIComponent(slug ?? '')}`, { signal }),
    enabled: slug !== null,
  });
}

export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { slug: string; isNew: true; body: CreateContentPageBody } | { slug: string; isNew: false; body: UpdateContentPageBody }) =>
      input.isNew
        ? apiClient.post<AdminContentPage>('/api/admin/pages', input.body)
        : apiClient.put<AdminContentPage>(`/api/admin/pages/${encodeURIComponent(input.slug)}`, input.body),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'admin' || query.queryKey[0] === 'pages' }),
  });
}

export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => apiClient.delete<null>(`/api/admin/pages/${encodeURIComponent(slug)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useAuditLog(query: Omit<AuditLogQuery, 'cursor'>) {
  return useAdminKeysetPages<AuditLogPage>(adminKeys.audit(query), '/api/admin/audit-log', query);
}

export function useContactMessages(status: ContactMessageStatus | undefined) {
  return useAdminKeysetPages<ContactMessagesPage>(adminKeys.contact(status), '/api/admin/contact-messages', { status });
}

export function useSetContactStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ContactMessageStatus }) =>
      apiClient.post<ContactMessage>(`/api/admin/contact-messages/${id}/status`, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useAdminOverview(period: OverviewPeriod) {
  return useQuery({
    queryKey: adminKeys.overview(period),
    queryFn: ({ signal }) => apiClient.get<AdminOverview>(`/api/admin/overview?period=${period}`, { signal }),
  });
}

export function useAdminJobs(query: Omit<AdminJobsQuery, 'cursor'>) {
  return useAdminKeysetPages<AdminJobsPage>(adminKeys.jobs(query), '/api/admin/jobs', query);
}

export function useModerateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, ...body }: AdminModerateJobBody & { jobId: string }) => apiClient.post<{ status: string }>(`/api/admin/jobs/${jobId}/moderate`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useAdminReviews(hidden: 'true' | 'false' | undefined) {
  return useAdminKeysetPages<AdminReviewsPage>(adminKeys.reviews(hidden), '/api/admin/reviews', { hidden });
}

export function useSetReviewVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, ...body }: AdminReviewVisibilityBody & { reviewId: string }) => apiClient.post(`/api/admin/reviews/${reviewId}/visibility`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
