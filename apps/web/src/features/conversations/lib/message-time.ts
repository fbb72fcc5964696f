import { formatDateTimeBr, formatDayBr, formatTimeBr } from '../../../lib/format-date.ts';

/** When a message was sent, as short as it can be read: '14:30' today, '05/03/2025, 14:30' before (Brasília time). */
export function formatMessageTime(sentAt: string, now: Date = new Date()): string {
  return formatDayBr(sentAt) === formatDayBr(now) ? formatTimeBr(sentAt) : formatDateTimeBr(sentAt);
}
