import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** How a state went, whatever the object: nothing to say yet, waiting, went well, went badly. */
export type BadgeTone = 'neutral' | 'waiting' | 'good' | 'bad';

const toneClassNames: Record<BadgeTone, string> = {
  neutral: 'bg-gray-100 text-gray-700',
  waiting: 'bg-amber-50 text-amber-800 ring-1 ring-amber-200',
  good: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
  bad: 'bg-red-50 text-red-800 ring-1 ring-red-200',
};

/** A small rounded label for a state ('Pendente', 'Pago'); the tone gives its colour. */
export function Badge({ tone, className, ...props }: ComponentProps<'span'> & { tone: BadgeTone }) {
  return <span className={cn('inline-flex rounded-full px-3 py-1 text-xs font-semibold', toneClassNames[tone], className)} {...props} />;
}
