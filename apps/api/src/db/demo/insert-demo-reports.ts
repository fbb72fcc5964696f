import { notificationTitle, type ReportAction, type ReportItemKind, type ReportReason, reportTexts } from '@passarela/shared';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { authorLinkOf, createReportItemsRepository, itemPhraseForAuthor, moderationNoticeBody, snapshotOf } from '../../modules/reports/index.ts';
import type { Database } from '../client.ts';
import { jobs, notifications, reports, shootPackages, users } from '../schema/index.ts';
import { DEMO_ID_PREFIX } from './generate-demo-profile.ts';

/**
 * Reports in the demo marketplace (issue 29), one group in each state the admins' queue knows: an
 * open report, an urgent one ("Menor de idade em risco", at the top of the queue), a job three
 * people reported and that is hidden until reviewed, a dismissed report and an acted-on one (the
 * job hidden by an admin, its owner warned). Snapshots are taken from the items through the
 * reports module, as a real report's are. The demo has no admin account (one is made with
 * `npm run admin:create`), so the closed reports name none. Runs once per seed: skipped when the
 * seed's people already sent reports.
 */

const DAY_MS = 86_400_000;

interface DemoReportPlan {
  item: { kind: ReportItemKind; id: string };
  reporters: string[];
  reason: ReportReason;
  details: string;
  daysAgo: number;
  /** Closed by the moderation: with no action (dismissed) or with these. */
  resolution?: { actions: ReportAction[]; reason: string; daysAgo: number };
  /** Hidden by three reporters or an admin. */
  hiddenBy?: 'reports' | 'admin';
}

export interface DemoReportCounts {
  reports: number;
  open: number;
  closed: number;
}

export async function insertDemoReports(db: Database, options: { seed: number; now?: Date }): Promise<DemoReportCounts | null> {
  const now = options.now ?? new Date();
  const pattern = `${DEMO_ID_PREFIX}${options.seed}\\_%`;
  const people = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(like(users.id, pattern))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(400);
  const models = people.filter((person) => person.userType === 'model').map((person) => person.id);
  const contractor = people.find((person) => person.userType === 'contractor')?.id;
  if (models.length < 8 || !contractor) return null;
  const already = await db.select({ id: reports.id }).from(reports).where(inArray(reports.reporterId, models)).limit(1);
  if (already.length > 0) return null;

  const openJobs = await db
    .select({ id: jobs.id, ownerId: jobs.ownerId, title: jobs.title })
    .from(jobs)
    .where(and(like(jobs.ownerId, pattern), eq(jobs.status, 'open')))
    .orderBy(asc(jobs.createdAt), asc(jobs.id))
    .limit(4);
  const [misleading, scam, confirmedScam, spareJob] = openJobs;
  if (!misleading || !scam || !confirmedScam || !spareJob) return null;
  const [firstPackage] = await db
    .select({ id: shootPackages.id })
    .from(shootPackages)
    .where(like(shootPackages.photographerId, pattern))
    .orderBy(asc(shootPackages.createdAt), asc(shootPackages.id))
    .limit(1);
  const [m0, m1, m2, m3, m4, m5, m6, m7] = models as [string, string, string, string, string, string, string, string];

  const plans: DemoReportPlan[] = [
    {
      item: { kind: 'job', id: misleading.id },
      reporters: [m0],
      reason: 'misleading_job',
      details: 'O cachê anunciado na vaga não é o que ele ofereceu na conversa: disse que pagaria só em permuta.',
      daysAgo: 2,
    },
    {
      item: { kind: 'profile', id: contractor },
      reporters: [m1],
      reason: 'minor_at_risk',
      details: 'Pediu fotos de uma menina de 15 anos sem a presença da mãe e sugeriu o ensaio num apartamento.',
      daysAgo: 1,
    },
    {
      item: { kind: 'job', id: scam.id },
      reporters: [m2, m3, m4],
      reason: 'advance_payment_scam',
      details: 'Pediu um Pix de R$ 150 como “taxa de cadastro” antes da seleção.',
      daysAgo: 5,
      hiddenBy: 'reports',
    },
    {
      item: firstPackage ? { kind: 'shoot_package', id: firstPackage.id } : { kind: 'job', id: spareJob.id },
      reporters: [m5],
      reason: 'inappropriate_content',
      details: 'As fotos de capa me pareceram ousadas demais.',
      daysAgo: 9,
      resolution: { actions: [], reason: 'Fotos de moda praia, permitidas pelas regras da plataforma.', daysAgo: 8 },
    },
    {
      item: { kind: 'job', id: confirmedScam.id },
      reporters: [m6, m7],
      reason: 'advance_payment_scam',
      details: 'Cobrou R$ 300 pelo “book obrigatório” antes de confirmar a contratação.',
      daysAgo: 12,
      resolution: { actions: ['hide', 'warn'], reason: 'Pedido de pagamento antecipado confirmado nas mensagens.', daysAgo: 10 },
      hiddenBy: 'admin',
    },
  ];

  const counts: DemoReportCounts = { reports: 0, open: 0, closed: 0 };
  await db.transaction(async (handle) => {
    const tx = handle as unknown as Database;
    const items = createReportItemsRepository(tx);
    for (const plan of plans) {
      const found = await items.find(plan.item.kind, plan.item.id, null);
      if (!found) continue;
      const snapshot = snapshotOf(found);
      const resolvedAt = plan.resolution ? new Date(now.getTime() - plan.resolution.daysAgo * DAY_MS) : null;
      const resolution = plan.resolution;
      await tx.insert(reports).values(
        plan.reporters.map((reporterId, index) => ({
          reporterId,
          itemKind: plan.item.kind,
          itemId: plan.item.id,
          reportedUserId: found.author_id,
          reason: plan.reason,
          // The first reporter wrote why; the others only chose the reason.
          details: index === 0 ? plan.details : null,
          snapshot,
          createdAt: new Date(now.getTime() - (plan.daysAgo * DAY_MS - index * 3_600_000)),
          ...(resolution && resolvedAt
            ? {
                status: resolution.actions.length === 0 ? ('dismissed' as const) : ('actioned' as const),
                actions: resolution.actions,
                resolutionReason: resolution.reason,
                resolvedAt,
              }
            : {}),
        })),
      );
      counts.reports += plan.reporters.length;
      if (resolution) counts.closed += plan.reporters.length;
      else counts.open += plan.reporters.length;
      if (plan.hiddenBy) await items.setHidden(plan.item.kind, plan.item.id, plan.hiddenBy);
      if (!resolution || !resolvedAt) continue;
      const outcome = resolution.actions.length === 0 ? reportTexts.resolvedDismissed : reportTexts.resolvedActioned;
      await tx.insert(notifications).values(
        plan.reporters.map((userId) => ({
          userId,
          type: 'report_resolved',
          title: notificationTitle('report_resolved'),
          body: outcome,
          link: '/seguranca',
          createdAt: resolvedAt,
        })),
      );
      // The author heard of each action as the queue tells them (reports-admin.service.ts).
      const what = itemPhraseForAuthor(plan.item.kind, snapshot);
      const link = authorLinkOf(plan.item.kind, plan.item.id, found);
      const notices = [
        ...(resolution.actions.includes('hide') ? (['moderation_hidden'] as const) : []),
        ...(resolution.actions.includes('warn') ? (['moderation_warning'] as const) : []),
      ];
      for (const type of notices)
        await tx.insert(notifications).values({
          userId: found.author_id,
          type,
          title: notificationTitle(type),
          body: moderationNoticeBody(type, what, resolution.reason),
          link,
          createdAt: resolvedAt,
        });
    }
  });
  return counts;
}
