import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { type AdminSectionId, adminSections } from '../lib/admin-sections.ts';

/** Section links; scrolls sideways on a phone instead of wrapping. */
export function AdminNav({ active }: { active: AdminSectionId }) {
  return (
    <nav aria-label="Seções da administração" className="-mx-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-2 border-b border-gray-200 pb-3">
        {adminSections.map((section) => (
          <li key={section.id}>
            <Link
              to={`/admin?secao=${section.id}`}
              aria-current={section.id === active ? 'page' : undefined}
              className={cn(
                'inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
                section.id === active ? 'bg-brand-600 text-white' : 'bg-gray-100 text-gray-800 hover:bg-brand-50',
              )}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
