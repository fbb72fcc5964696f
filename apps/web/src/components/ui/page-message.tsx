import type { ReactNode } from 'react';

/** A page that has nothing else to show: an icon, its heading and what to do next ('Vaga não encontrada'). */
export function PageMessage({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
      <h1 className="mt-4 text-2xl font-bold text-gray-900">{title}</h1>
      {children}
    </div>
  );
}
