import { z } from 'zod';
import { optionalText } from '../search/list-query.ts';

/** Every admin action that is audited, with the Portuguese label the audit screen shows. */
export const auditActionLabels = {
  'settings.update': 'Alterou configurações',
  'user.suspend': 'Suspendeu usuário',
  'user.reinstate': 'Reativou usuário',
  'user.verify': 'Verificou usuário',
  'user.unverify': 'Removeu verificação',
  'user.change_type': 'Alterou tipo de usuário',
  'user.change_birth_date': 'Alterou data de nascimento',
  'page.create': 'Criou página',
  'page.update': 'Editou página',
  'page.delete': 'Excluiu página',
  'contact.update_status': 'Atualizou mensagem de contato',
  'job.moderate': 'Moderou vaga',
  'review.hide': 'Ocultou avaliação',
  'review.restore': 'Restaurou avaliação',
  'withdrawal.pay': 'Pagou saque',
  'withdrawal.refuse': 'Recusou saque',
  'contract.resolve': 'Resolveu disputa',
  'shoot_booking.resolve': 'Resolveu disputa de ensaio',
  'report.dismiss': 'Descartou denúncias',
  'report.hide': 'Ocultou item denunciado',
  'report.warn': 'Advertiu autor denunciado',
  'report.restore': 'Restaurou item denunciado',
  'identity.view_file': 'Abriu documento de verificação',
  'conversation.admin_read': 'Leu uma conversa',
  'identity.approve': 'Aprovou verificação de identidade',
  'identity.reject': 'Recusou verificação de identidade',
} as const;
export type AuditAction = keyof typeof auditActionLabels;
export const auditActions = Object.keys(auditActionLabels) as AuditAction[];

export const AUDIT_LOG_PAGE_SIZE = 50;

/** GET /api/admin/audit-log: newest first, filtered by action and actor, keyset pages. */
export const auditLogQuerySchema = z
  .object({
    action: z.enum(auditActions as [AuditAction, ...AuditAction[]]).optional(),
    actor_id: optionalText(100),
    target_id: optionalText(100),
    cursor: optionalText(200),
  })
  .strict();
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() }),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  target_label: z.string().nullable(),
  reason: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({ items: z.array(auditEntrySchema), next_cursor: z.string().nullable() });
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
