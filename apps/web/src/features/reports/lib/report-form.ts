import { type CreateReportBody, type ReportItem, type ReportReason, createReportBodySchema } from '@passarela/shared';

export interface ReportFormValues {
  reason: ReportReason | null;
  details: string;
}

export type ReportFormErrors = Partial<Record<'reason' | 'details', string>>;

/**
 * The request "Enviar denúncia" sends, checked by the API's own schema (its messages, by field):
 * empty details are left out, the rest goes trimmed.
 */
export function reportFormBody(item: ReportItem, values: ReportFormValues): { ok: true; body: CreateReportBody } | { ok: false; errors: ReportFormErrors } {
  const details = values.details.trim();
  const parsed = createReportBodySchema.safeParse({ item, reason: values.reason ?? undefined, ...(details ? { details } : {}) });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: ReportFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'reason' || field === 'details') errors[field] ??= issue.message;
  }
  // Anything else (the item) is the page's mistake, not hers: say it on the reason.
  if (!errors.reason && !errors.details) errors.reason = parsed.error.issues[0]?.message ?? 'Não foi possível enviar a denúncia.';
  return { ok: false, errors };
}
