import { cn } from '../../lib/cn.ts';

/** Decorative spinner; pair it with visible text or an aria-label on the surrounding status. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-8 animate-spin rounded-full border-[3px] border-current border-t-transparent opacity-80', className)}
    />
  );
}
