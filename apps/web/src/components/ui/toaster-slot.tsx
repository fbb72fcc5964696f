import { Suspense, lazy, useState } from 'react';
import { useToasts } from '../../lib/toast.ts';

const Toaster = lazy(() => import('./toaster.tsx').then((module) => ({ default: module.Toaster })));

/**
 * Radix Toast (~10 KB gzip) is fetched with the first toast instead of on every page load; the
 * store keeps the toast meanwhile, so nothing is lost. Once mounted it stays (F8 viewport).
 */
export function ToasterSlot() {
  const toasts = useToasts();
  const [requested, setRequested] = useState(false);
  if (toasts.length > 0 && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
