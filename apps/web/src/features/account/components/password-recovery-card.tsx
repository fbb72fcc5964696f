import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The minimal layout's card for /esqueci-senha and /redefinir-senha. */
export function PasswordRecoveryCard({
  icon: Icon,
  title,
  description,
  children,
  footer,
}: {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-3xl border border-gray-200 bg-white p-6 shadow-xl shadow-brand-100/50 sm:p-8">
        <span className="mb-5 flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">{title}</h1>
        <div className="mt-2 text-sm leading-6 text-gray-600">{description}</div>
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-sm text-gray-600">{footer}</div>}
    </section>
  );
}
