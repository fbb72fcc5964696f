import { BadgeCheck } from 'lucide-react';

/** Shown when the team has checked who the person is (admins set is_verified). */
export function VerifiedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-3 py-1 text-xs font-semibold text-sky-800 ring-1 ring-sky-200">
      <BadgeCheck className="size-4 text-sky-600" aria-hidden="true" />
      Identidade verificada
    </span>
  );
}
