import type { ReactNode } from 'react';

/**
 * A section of the admin area, named by its h2: `admin-<name>-title`. `beside` sits on the title's
 * row (the overview's period, 'Nova página'); `description` is the line under it.
 */
export function AdminSection({
  name,
  title,
  description,
  beside,
  className,
  children,
}: {
  name: string;
  title: string;
  description?: string;
  beside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const titleId = `admin-${name}-title`;
  const heading = (
    <h2 id={titleId} className="text-xl font-semibold text-gray-900">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={titleId} className={className}>
      {beside ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {beside}
        </div>
      ) : (
        heading
      )}
      {description && <p className="mt-1 text-sm text-gray-600">{description}</p>}
      {children}
    </section>
  );
}
