import { z } from 'zod';
import { textInput } from '../input/text-input.ts';
import { optionalText } from '../search/list-query.ts';
import { isValidCpf } from './cpf.ts';

/**
 * Identity verification ("Verificar identidade" in Configurações, docs/product.md "Safety"): a photo
 * of an ID document, a selfie holding it and the CPF, reviewed by an admin. Approval sets the
 * verified badge. The files are private (never under /media) and deleted
 * IDENTITY_FILES_RETENTION_DAYS after the decision.
 */

export const identityDocumentTypes = ['rg', 'cnh', 'passport'] as const;
export type IdentityDocumentType = (typeof identityDocumentTypes)[number];
export const identityDocumentTypeLabels: Record<IdentityDocumentType, string> = { rg: 'RG', cnh: 'CNH', passport: 'Passaporte' };

/** The two files of a submission, as the multipart field names and the admin file route say them. */
export const identityFileKinds = ['document', 'selfie'] as const;
export type IdentityFileKind = (typeof identityFileKinds)[number];
export const identityFileKindLabels: Record<IdentityFileKind, string> = {
  document: 'Foto do documento',
  selfie: 'Selfie segurando o documento',
};

export const IDENTITY_FILES_RETENTION_DAYS = 30;
/**
 * Attempts one person may make per day, refused ones included (each is two photos decoded on the
 * server): enough to retry a blurry or unreadable photo several times, too few to hammer the CPU.
 * Accepted ones are fewer by nature: a pending submission blocks the next until an admin decides.
 */
export const IDENTITY_SUBMISSIONS_PER_DAY = 8;

export const identityVerificationStatuses = ['none', 'pending', 'approved', 'rejected'] as const;
export type IdentityVerificationStatus = (typeof identityVerificationStatuses)[number];

export const identityVerificationTexts = {
  settingsTitle: 'Verificar identidade',
  intro:
    'Envie uma foto do seu documento (RG, CNH ou passaporte) e uma selfie segurando o documento, e informe o seu CPF. Só a equipe da Passarela vê os arquivos, e eles são apagados 30 dias depois da análise.',
  submit: 'Enviar para análise',
  pending: 'Seus documentos estão em análise. Avisaremos assim que a equipe concluir.',
  approved: 'Identidade verificada. O selo aparece no seu perfil.',
  rejectedLead: 'Não foi possível verificar a sua identidade:',
  badge: 'Identidade verificada',
  cpfInvalid: 'CPF inválido. Confira os números.',
  verifiedOnlyFilter: 'Só contratantes com identidade verificada',
} as const;

/** The text fields of POST /api/identity-verification (multipart, with the files `document` and `selfie`). */
export const identityVerificationFieldsSchema = z
  .object({
    document_type: z.enum(identityDocumentTypes, { message: 'Escolha o tipo de documento.' }),
    cpf: textInput({ max: 20, min: 1, required: 'Informe o CPF.' }).refine(isValidCpf, { message: identityVerificationTexts.cpfInvalid }),
  })
  .strict();
export type IdentityVerificationFields = z.input<typeof identityVerificationFieldsSchema>;

/** GET /api/identity-verification (and the answer to the POST): the person's own latest submission. */
export const identityVerificationStateSchema = z.object({
  status: z.enum(identityVerificationStatuses),
  document_type: z.enum(identityDocumentTypes).nullable(),
  /** ***.***.***-NN */
  cpf_masked: z.string().nullable(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** What to fix, when rejected. */
  rejection_reason: z.string().nullable(),
});
export type IdentityVerificationState = z.infer<typeof identityVerificationStateSchema>;

/** GET /api/admin/identity-verifications: pending first (oldest first), then decided (newest first). */
export const adminIdentityVerificationsQuerySchema = z
  .object({ status: z.enum(['pending', 'approved', 'rejected']).optional(), cursor: optionalText(200) })
  .strict();
export type AdminIdentityVerificationsQuery = z.infer<typeof adminIdentityVerificationsQuerySchema>;

export const adminIdentityVerificationSchema = z.object({
  id: z.string(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), user_type: z.string(), profile_slug: z.string().nullable(), created_at: z.string() }),
  status: z.enum(['pending', 'approved', 'rejected']),
  document_type: z.enum(identityDocumentTypes),
  cpf_masked: z.string(),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
  decision_reason: z.string().nullable(),
  /** The admin-only routes of the two files, or null once they were deleted. */
  files: z.object({ document: z.string(), selfie: z.string() }).nullable(),
  /** Other accounts with a verification of the same CPF (any status): 0 normally; more is a warning sign. */
  same_cpf_accounts: z.number().int(),
});
export type AdminIdentityVerification = z.infer<typeof adminIdentityVerificationSchema>;
export const adminIdentityVerificationsPageSchema = z.object({ items: z.array(adminIdentityVerificationSchema), next_cursor: z.string().nullable() });
export type AdminIdentityVerificationsPage = z.infer<typeof adminIdentityVerificationsPageSchema>;

export const adminIdentityVerificationParamsSchema = z.object({ id: z.uuid({ message: 'Verificação não encontrada.' }) }).strict();
export const adminIdentityFileParamsSchema = z
  .object({ id: z.uuid({ message: 'Verificação não encontrada.' }), file: z.enum(identityFileKinds, { message: 'Arquivo não encontrado.' }) })
  .strict();

/** POST /api/admin/identity-verifications/:id/decision: a rejection's reason tells the person what to fix. */
export const identityDecisionBodySchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { message: 'Escolha aprovar ou recusar.' }),
    reason: textInput({ max: 1000, min: 1, required: 'Informe o motivo.' }),
  })
  .strict();
export type IdentityDecisionBody = z.input<typeof identityDecisionBodySchema>;
