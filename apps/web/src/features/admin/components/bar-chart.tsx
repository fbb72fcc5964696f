import { formatNumberPtBr } from '@passarela/shared';
import { useId } from 'react';
import { formatCalendarDayMonth, formatCalendarMonthYear } from '../../../lib/format-date.ts';

/** '2026-11-23' as the chart's axis shows it: 23/11, or 'nov. de 26' for months. */
export function bucketLabel(bucket: string, monthly: boolean): string {
  return monthly ? formatCalendarMonthYear(bucket) : formatCalendarDayMonth(bucket);
}

/**
 * A small bar chart in SVG (no chart library in the bundle). Screen readers get the same numbers
 * as a table; the bars are decoration for them.
 */
export function BarChart({ title, points, monthly = false }: { title: string; points: Array<{ bucket: string; value: number }>; monthly?: boolean }) {
  const id = useId();
  const max = Math.max(1, ...points.map((point) => point.value));
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const width = 300;
  const height = 96;
  const gap = 2;
  const barWidth = (width - gap * (points.length - 1)) / Math.max(1, points.length);
  const first = points[0];
  const last = points.at(-1);
  return (
    <figure aria-labelledby={id} className="rounded-2xl border border-gray-200 bg-white p-4">
      <figcaption id={id} className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-medium text-gray-700">{title}</span>
        <span className="text-2xl font-bold text-gray-900">{formatNumberPtBr(total)}</span>
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className="mt-3 h-24 w-full" aria-hidden="true" preserveAspectRatio="none">
        {points.map((point, index) => {
          const barHeight = point.value === 0 ? 1 : Math.max(3, (point.value / max) * height);
          return (
            <rect
              key={point.bucket}
              x={index * (barWidth + gap)}
              y={height - barHeight}
              width={barWidth}
              height={barHeight}
              rx={1.5}
              className={point.value === 0 ? 'fill-gray-200' : 'fill-brand-500'}
            >
              <title>{`${bucketLabel(point.bucket, monthly)}: ${point.value}`}</title>
            </rect>
          );
        })}
      </svg>
      {first && last && (
        <div className="mt-1 flex justify-between text-xs text-gray-500" aria-hidden="true">
          <span>{bucketLabel(first.bucket, monthly)}</span>
          <span>{bucketLabel(last.bucket, monthly)}</span>
        </div>
      )}
      <table className="sr-only">
        <caption>{title}</caption>
        <tbody>
          {points.map((point) => (
            <tr key={point.bucket}>
              <th scope="row">{bucketLabel(point.bucket, monthly)}</th>
              <td>{point.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
