import type { PublicProfile } from '@passarela/shared';
import { Camera, UserRound } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { specialtyLabels } from '../lib/profile-details.ts';
import { LabelChips } from './comp-card.tsx';

/** The bio ("Sobre") for any account type; nothing when it was left empty. */
export function ProfileBio({ profile }: { profile: PublicProfile }) {
  const bio = profile.bio?.trim();
  if (!bio) return null;
  return (
    <Card title="Sobre" icon={<UserRound className="size-5" aria-hidden="true" />}>
      <p className="text-sm leading-relaxed break-words whitespace-pre-line text-gray-800">{bio}</p>
    </Card>
  );
}

/** A photographer's specialties; nothing for other types or when none was chosen. */
export function PhotographerSpecialties({ profile }: { profile: PublicProfile }) {
  if (profile.user_type !== 'photographer') return null;
  const labels = specialtyLabels(profile);
  if (labels.length === 0) return null;
  return (
    <Card title="Especialidades" icon={<Camera className="size-5" aria-hidden="true" />}>
      <LabelChips items={labels} />
    </Card>
  );
}

function Card({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6 md:col-span-2">
      <h2 id={id} className="mb-4 flex items-center gap-2 text-base font-semibold text-gray-900">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}
