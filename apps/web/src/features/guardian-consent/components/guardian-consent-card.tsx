import type { ReactNode } from 'react';

/** The one card of /responsavel/confirmar (minimal layout): an icon, a heading and the content. */
export function GuardianConsentCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-8 sm:py-14" aria-labelledby="autorizacao-titulo">
      <div className="rounded-3xl border border-gray-200 bg-white p-5 shadow-xl shadow-brand-100/50 sm:p-8">
        <span className="mb-4 flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">{icon}</span>
        <h1 id="autorizacao-titulo" className="text-2xl font-bold tracking-tight text-gray-900">
          {title}
        </h1>
        <div className="mt-3 grid gap-4 text-base leading-7 text-gray-700">{children}</div>
      </div>
    </section>
  );
}
