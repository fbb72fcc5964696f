import { notificationTitle, type NotificationType } from '@passarela/shared';
import { formatCentavosInText } from '../../lib/money-text.ts';
import type { NotificationInput } from '../notifications/index.ts';
import type { ShootStep, ShootStepResult } from './shoot-booking-steps.ts';
import { photographerNet } from './shoot-escrow.ts';
import { saoPauloDateTime } from './shoot-time.ts';

/** Both sides follow their shoots in the dashboard's "Ensaios" tab. */
export const SHOOTS_DASHBOARD_LINK = '/dashboard?tab=shoots';

export interface ShootNoticeNames {
  buyer: string;
  photographer: string;
}

function when(startsAt: Date): string {
  const { date, time } = saoPauloDateTime(startsAt);
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y} às ${time}`;
}

/**
 * What each side is told after a step committed (the bell, and an email: every shoot_* type is
 * emailed). Nothing is said for a step a side took on its own screen, except to the other side.
 */
export function shootStepNotices(result: ShootStepResult, step: ShootStep, names: ShootNoticeNames): NotificationInput[] {
  const row = result.before;
  const title = `"${row.title}" (${when(row.startsAt)})`;
  const notices: NotificationInput[] = [];
  const tell = (userId: string, type: NotificationType, body: string) =>
    notices.push({ userId, type, title: notificationTitle(type), body, link: SHOOTS_DASHBOARD_LINK });
  const refund = formatCentavosInText(result.refundCents);
  const net = formatCentavosInText(photographerNet(row, result.photographerShareCents));

  switch (step.action) {
    case 'pay':
      tell(row.photographerId, 'shoot_booked', `${names.buyer} agendou e pagou o ensaio ${title}. Aceite ou recuse em até 48 horas.`);
      break;
    case 'accept':
      tell(row.buyerId, 'shoot_accepted', `${names.photographer} confirmou o ensaio ${title}.`);
      break;
    case 'decline':
      tell(row.buyerId, 'shoot_declined', `${names.photographer} recusou o ensaio ${title}. ${refund} voltaram para a sua carteira.`);
      break;
    case 'expire':
      tell(row.buyerId, 'shoot_expired', `O fotógrafo não respondeu em 48 horas ao ensaio ${title}. ${refund} voltaram para a sua carteira.`);
      tell(row.photographerId, 'shoot_expired', `O ensaio ${title} expirou sem resposta e o valor foi devolvido a quem agendou.`);
      break;
    case 'deliver':
      tell(row.buyerId, 'shoot_delivered', `${names.photographer} entregou as fotos do ensaio ${title}. Confira e confirme o recebimento.`);
      break;
    case 'confirm':
    case 'auto_release': {
      const how = step.action === 'confirm' ? `${names.buyer} confirmou o recebimento das fotos` : 'O prazo de confirmação terminou';
      tell(row.photographerId, 'shoot_released', `${how} do ensaio ${title}: ${net} foram liberados na sua carteira.`);
      if (step.action === 'auto_release') tell(row.buyerId, 'shoot_released', `O pagamento do ensaio ${title} foi liberado ao fotógrafo após 7 dias da entrega.`);
      break;
    }
    case 'cancel': {
      const paid = row.status !== 'awaiting_payment';
      const who = step.actor === 'buyer' ? names.buyer : step.actor === 'photographer' ? names.photographer : 'A plataforma';
      const money = paid ? ` ${refund} voltaram para a carteira de quem agendou.` : '';
      const share = result.photographerShareCents > 0 ? ` ${net} foram liberados na carteira do fotógrafo.` : '';
      const body = step.actor === 'system' ? `O ensaio ${title} foi cancelado: o pagamento não foi feito a tempo.` : `${who} cancelou o ensaio ${title}.${money}${share}`;
      if (step.actor !== 'buyer') tell(row.buyerId, 'shoot_cancelled', body);
      if (step.actor !== 'photographer' && (paid || step.actor !== 'system')) tell(row.photographerId, 'shoot_cancelled', body);
      break;
    }
    case 'dispute': {
      const other = step.actor === 'buyer' ? row.photographerId : row.buyerId;
      const who = step.actor === 'buyer' ? names.buyer : names.photographer;
      tell(other, 'shoot_disputed', `${who} abriu uma disputa no ensaio ${title}. O valor fica retido até a equipe decidir.`);
      break;
    }
    default: {
      // An admin's decision: both sides hear the outcome.
      const back = result.refundCents > 0 ? `${refund} voltaram para a carteira de quem agendou` : 'nada foi devolvido a quem agendou';
      const paidOut = result.photographerShareCents > 0 ? `${net} foram liberados ao fotógrafo` : 'nada foi liberado ao fotógrafo';
      const body = `A equipe decidiu a disputa do ensaio ${title}: ${paidOut} e ${back}.`;
      tell(row.buyerId, 'shoot_dispute_resolved', body);
      tell(row.photographerId, 'shoot_dispute_resolved', body);
    }
  }
  return notices;
}
