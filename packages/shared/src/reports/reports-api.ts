import { z } from 'zod';
import { textInput } from '../input/text-input.ts';
import { optionalText } from '../search/list-query.ts';

/**
 * Reports ("Denunciar", docs/product.md "Safety"): a signed-in person flags a profile, job, review,
 * message or shoot package with a reason; the admins' queue (/admin?secao=denuncias) acts on them.
 */

export const reportItemKinds = ['profile', 'job', 'review', 'message', 'shoot_package'] as const;
export type ReportItemKind = (typeof reportItemKinds)[number];

export const reportItemKindLabels: Record<ReportItemKind, string> = {
  profile: 'Perfil',
  job: 'Vaga',
  review: 'Avaliação',
  message: 'Mensagem',
  shoot_package: 'Pacote de ensaio',
};

export const reportReasons = [
  'advance_payment_scam',
  'harassment',
  'inappropriate_content',
  'fake_profile',
  'minor_at_risk',
  'misleading_job',
  'other',
] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportReasonLabels: Record<ReportReason, string> = {
  advance_payment_scam: 'Pedido de pagamento antecipado / golpe',
  harassment: 'Assédio',
  inappropriate_content: 'Conteúdo impróprio ou sexual',
  fake_profile: 'Perfil falso',
  minor_at_risk: 'Menor de idade em risco',
  misleading_job: 'Vaga enganosa',
  other: 'Outro',
};

/** The reason that goes to the top of the queue and is emailed to every admin at once. */
export const URGENT_REPORT_REASON: ReportReason = 'minor_at_risk';

export const REPORT_DETAILS_MAX_LENGTH = 1_000;
/** Reports from this many different people hide the item until an admin reviews it. */
export const REPORTERS_TO_HIDE = 3;
/** Reports one person may send per day (a flood of reports is itself abuse). */
export const REPORTS_PER_DAY = 10;

export const reportStatuses = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** What an admin may do to a reported item's author besides dismissing; none means "dismiss". */
export const reportActions = ['hide', 'warn', 'suspend'] as const;
export type ReportAction = (typeof reportActions)[number];
export const reportActionLabels: Record<ReportAction, string> = {
  hide: 'Ocultar o item',
  warn: 'Advertir o autor',
  suspend: 'Suspender a conta do autor',
};

export const reportTexts = {
  button: 'Denunciar',
  dialogTitle: 'Denunciar',
  reasonLabel: 'Motivo',
  detailsLabel: 'Conte o que aconteceu (opcional)',
  submit: 'Enviar denúncia',
  sent: 'Denúncia enviada. Nossa equipe vai analisar e você receberá um aviso com o resultado.',
  /** Told to the reporter when the queue closes their report (general terms: no names, no measures). */
  resolvedActioned: 'Analisamos a sua denúncia e tomamos as medidas cabíveis. Obrigado por ajudar a manter a Passarela segura.',
  resolvedDismissed: 'Analisamos a sua denúncia e não encontramos violação das regras da Passarela. Obrigado por avisar.',
  /** In place of a message an admin or three reporters hid. */
  hiddenMessage: 'Mensagem ocultada pela moderação.',
} as const;

/** The reported thing: a profile by its owner's user id, everything else by its own id. */
export const reportItemSchema = z
  .object({
    kind: z.enum(reportItemKinds, { message: 'Item inválido.' }),
    id: textInput({ max: 100, min: 1 }),
  })
  .strict();
export type ReportItem = z.infer<typeof reportItemSchema>;

/** POST /api/reports */
export const createReportBodySchema = z
  .object({
    item: reportItemSchema,
    reason: z.enum(reportReasons, { message: 'Escolha um motivo.' }),
    details: textInput({ max: REPORT_DETAILS_MAX_LENGTH, tooLong: `Use no máximo ${REPORT_DETAILS_MAX_LENGTH} caracteres.` }).optional(),
  })
  .strict();
export type CreateReportBody = z.input<typeof createReportBodySchema>;
export const createReportResponseSchema = z.object({ id: z.string(), status: z.enum(reportStatuses) });
export type CreateReportResponse = z.infer<typeof createReportResponseSchema>;

/**
 * The item as it was when reported, kept with the report so editing or deleting it does not erase
 * the evidence. `title` is a one-line label (a job's title, a person's name); `text` the body
 * (description, bio, review comment, message); `fields` the rest worth seeing (city, pay, rating).
 */
export const reportSnapshotSchema = z.object({
  title: z.string(),
  text: z.string(),
  fields: z.record(z.string(), z.string()),
  image_urls: z.array(z.string()),
});
export type ReportSnapshot = z.infer<typeof reportSnapshotSchema>;

/** A person as the queue shows them: who they are and their history on the platform. */
export const reportPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  user_type: z.string(),
  profile_slug: z.string().nullable(),
  created_at: z.string(),
  verified: z.boolean(),
  suspended_at: z.string().nullable(),
  /** Reports about this person: all, and those an admin acted on. */
  reports_received: z.number(),
  reports_upheld: z.number(),
  /** Reports this person sent, and how many an admin dismissed. */
  reports_sent: z.number(),
  reports_dismissed: z.number(),
  contracts: z.number(),
});
export type ReportPerson = z.infer<typeof reportPersonSchema>;

export const reportEntrySchema = z.object({
  id: z.string(),
  reason: z.enum(reportReasons),
  details: z.string().nullable(),
  created_at: z.string(),
  reporter: reportPersonSchema,
});
export type ReportEntry = z.infer<typeof reportEntrySchema>;

/** One reported item in the queue with its open reports. */
export const reportGroupSchema = z.object({
  item: z.object({ kind: z.enum(reportItemKinds), id: z.string() }),
  /** A "Menor de idade em risco" report is among them: the group goes to the top. */
  urgent: z.boolean(),
  reporters: z.number(),
  first_reported_at: z.string(),
  /** The earliest open report's snapshot. */
  snapshot: reportSnapshotSchema,
  /** Where the item is seen in the app (null when it no longer exists). */
  link: z.string().nullable(),
  /**
   * A reported message's thread. Its text as typed (before the contact shield) is not in the
   * snapshot here: the admin reads it in the thread, GET /api/admin/conversations/:id, audited.
   */
  conversation_id: z.string().nullable(),
  /** Hidden by three reporters ('reports') or an admin ('admin'), or visible (null). */
  hidden: z.enum(['reports', 'admin']).nullable(),
  reported_person: reportPersonSchema.nullable(),
  reports: z.array(reportEntrySchema),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

/** GET /api/admin/reports: open groups, urgent first, then most reporters, then oldest. */
export const adminReportsQuerySchema = z.object({ cursor: optionalText(200) }).strict();
export type AdminReportsQuery = z.infer<typeof adminReportsQuerySchema>;
export const adminReportsPageSchema = z.object({ items: z.array(reportGroupSchema), next_cursor: z.string().nullable(), open_groups: z.number() });
export type AdminReportsPage = z.infer<typeof adminReportsPageSchema>;

export const adminReportItemParamsSchema = z
  .object({ kind: z.enum(reportItemKinds, { message: 'Item inválido.' }), id: textInput({ max: 100, min: 1 }) })
  .strict();

/**
 * POST /api/admin/reports/:kind/:id/resolve: closes every open report of the item. No actions
 * dismisses them (an item three reporters hid shows again); otherwise each action is applied,
 * 'suspend' through the accounts' own suspension. Audited with the reason; reporters are told.
 */
export const resolveReportsBodySchema = z
  .object({
    actions: z
      .array(z.enum(reportActions, { message: 'Ação inválida.' }))
      .max(reportActions.length)
      .refine((actions) => new Set(actions).size === actions.length, { message: 'Ação repetida.' }),
    reason: textInput({ max: 1000, min: 1, required: 'Informe o motivo.' }),
  })
  .strict();
export type ResolveReportsBody = z.input<typeof resolveReportsBodySchema>;
export const resolveReportsResponseSchema = z.object({ status: z.enum(['dismissed', 'actioned']), resolved: z.number() });
export type ResolveReportsResponse = z.infer<typeof resolveReportsResponseSchema>;
