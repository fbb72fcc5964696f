import type { CreateReportBody, CreateReportResponse } from '@passarela/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * POST /api/reports: "Denunciar" a profile (by its owner's user id), job, review, message or shoot
 * package. The API answers REPORT_SELF, REPORT_ITEM_NOT_FOUND or REPORT_ALREADY_OPEN with its
 * Portuguese message, which the dialog shows as it comes.
 */
export function useCreateReport() {
  return useMutation({
    mutationFn: (body: CreateReportBody) => apiClient.post<CreateReportResponse>('/api/reports', body),
  });
}
