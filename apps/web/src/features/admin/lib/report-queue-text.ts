import { type ReportAction, type ReportGroup, reportActionLabels, reportItemKindLabels } from '@passarela/shared';

/** '1 denúncia', '3 denúncias'. */
export function reportsCountText(count: number): string {
  return `${count} ${count === 1 ? 'denúncia' : 'denúncias'}`;
}

/** Why the item is out of sight, or null when it is visible. */
export function hiddenText(group: Pick<ReportGroup, 'hidden' | 'reporters'>): string | null {
  if (group.hidden === 'reports') return `Oculto automaticamente (${reportsCountText(group.reporters)})`;
  if (group.hidden === 'admin') return 'Oculto pela administração';
  return null;
}

/** The status line after a decision: what was done to which item, and that the reporters were told. */
export function resolutionText(group: Pick<ReportGroup, 'item' | 'snapshot'>, actions: readonly ReportAction[], resolved: number): string {
  const what = `${reportItemKindLabels[group.item.kind]} “${group.snapshot.title}”`;
  const closed = `${reportsCountText(resolved)} ${resolved === 1 ? 'encerrada' : 'encerradas'}; quem denunciou recebeu o aviso.`;
  if (actions.length === 0) return `Denúncias descartadas: ${what}. ${closed}`;
  return `Medidas aplicadas a ${what}: ${actions.map((action) => reportActionLabels[action]).join(', ')}. ${closed}`;
}
