import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface ComingSoonProps {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** Links or buttons under the text. */
  actions?: ReactNode;
  /** Small label above the heading. */
  eyebrow?: string;
}

/** An honest "em breve" page: the route exists, its feature arrives in a later release. */
export function ComingSoon({ icon: Icon, title, description, actions, eyebrow = 'Em breve' }: ComingSoonProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <div className="relative isolate mb-6">
        <div
          className="absolute top-1/2 left-1/2 -z-10 size-48 -translate-x-1/2 -translate-y-1/2 rounded-full bg-[radial-gradient(closest-side,rgba(240,50,136,0.16),transparent)]"
          aria-hidden="true"
        />
        <span className="flex size-16 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-400 to-brand-700 text-white shadow-lg shadow-brand-200">
          <Icon className="size-8" aria-hidden="true" />
        </span>
      </div>
      <p className="mb-2 inline-flex items-center rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
      <div className="mt-4 max-w-xl text-base leading-7 text-gray-600">{description}</div>
      {actions && <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{actions}</div>}
    </section>
  );
}
