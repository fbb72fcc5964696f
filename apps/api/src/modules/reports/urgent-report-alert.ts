import { type ReportItemKind, reportReasonLabels, URGENT_REPORT_REASON } from '@passarela/shared';
import type { FastifyBaseLogger } from 'fastify';
import { type EmailBranding, firstNameOf, renderEmail } from '../../lib/mailer/email-layout.ts';
import type { Mailer } from '../../lib/mailer/mailer.ts';
import { itemKindWithArticle } from './report-snapshots.ts';
import type { ReportsRepository } from './reports.repository.ts';

export interface UrgentReportAlertDeps {
  repository: Pick<ReportsRepository, 'activeAdmins'>;
  mailer: Mailer;
  branding: () => Promise<EmailBranding>;
  logger: FastifyBaseLogger;
}

/**
 * "Menor de idade em risco" cannot wait for someone to open the queue: every admin (not suspended,
 * not deleted) is emailed at once, through the queued mailer like every email. The email says only
 * what kind of item it is and where the queue is: no reporter, no content (an inbox is not the
 * place for either). Sent after the report committed; a failure is logged, never the reporter's.
 */
export function createUrgentReportAlert({ repository, mailer, branding, logger }: UrgentReportAlertDeps) {
  return {
    async send(kind: ReportItemKind): Promise<void> {
      try {
        const [admins, brand] = await Promise.all([repository.activeAdmins(), branding()]);
        const reason = reportReasonLabels[URGENT_REPORT_REASON];
        for (const admin of admins)
          await mailer.send(
            renderEmail(brand, {
              to: admin.email,
              subject: `Denúncia urgente na ${brand.siteName}: ${reason.toLowerCase()}`,
              greeting: `Olá, ${firstNameOf(admin.name)}!`,
              paragraphs: [
                `Chegou uma denúncia de “${reason}” sobre ${itemKindWithArticle[kind]}.`,
                'Ela está no topo da fila de denúncias. Analise o quanto antes e, se for o caso, oculte o item e suspenda a conta.',
              ],
              action: { label: 'Abrir a fila de denúncias', url: `${brand.publicUrl}/admin?secao=denuncias` },
            }),
          );
      } catch (error) {
        logger.error({ err: error, kind }, 'could not email the admins about an urgent report');
      }
    },
  };
}

export type UrgentReportAlert = ReturnType<typeof createUrgentReportAlert>;
