import { type ReactNode, useId } from 'react';

/** One block of Configurações; a named region so screen readers (and tests) can jump to it. */
export function SettingsCard({ title, description, children }: { title: string; description: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}
