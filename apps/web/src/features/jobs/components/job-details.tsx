import { formatLocation, formatPayLabel, type JobView, jobStateLabels } from '@passarela/shared';
import { Banknote, CalendarClock, CalendarDays, MapPin, Sparkles, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IdentityVerifiedBadge } from '../../../components/ui/identity-verified-badge.tsx';
import { ProfilePhoto } from '../../../components/ui/profile-photo.tsx';
import { formatDateBr } from '../../../lib/format-date.ts';
import { jobDates, jobRequirements, jobTypeLabel, openingsText } from '../lib/job-text.ts';

const ownerTypeLabels: Record<string, string> = { contractor: 'Contratante', photographer: 'Profissional de fotografia', admin: 'Equipe', model: 'Modelo' };

/** The job page's content: facts, description, requirements and who posts it; `report` ("Denunciar") closes the side column. */
export function JobDetails({ job, favorite, applyPanel, report }: { job: JobView; favorite?: ReactNode; applyPanel?: ReactNode; report?: ReactNode }) {
  const requirements = jobRequirements(job);
  return (
    <article className="mx-auto w-full max-w-4xl px-4 pt-6 pb-16 sm:px-6 lg:px-8 lg:pt-10">
      <p className="text-sm">
        <Link to="/vagas" className="font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
          ← Todas as vagas
        </Link>
      </p>
      <header className="mt-3 flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-1.5">
            <span className="inline-flex h-6 items-center rounded-full bg-brand-50 px-2 text-xs font-semibold text-brand-800">
              {jobTypeLabel(job.job_type)}
            </span>
            {job.featured && (
              <span className="inline-flex h-6 items-center gap-1 rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-900">
                <Sparkles className="size-3.5" aria-hidden="true" />
                Destaque
              </span>
            )}
            {job.status !== 'open' && (
              <span className="inline-flex h-6 items-center rounded-full bg-gray-100 px-2 text-xs font-semibold text-gray-800">
                {jobStateLabels[job.status]}
              </span>
            )}
          </div>
          <h1 className="mt-2 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{job.title}</h1>
        </div>
        {favorite && <div className="shrink-0">{favorite}</div>}
      </header>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid gap-6">
          <dl className="grid gap-3 rounded-2xl bg-white p-5 ring-1 ring-gray-200 sm:grid-cols-2">
            <Fact icon={<MapPin className="size-4" aria-hidden="true" />} label="Local" value={formatLocation(job)} />
            <Fact icon={<CalendarDays className="size-4" aria-hidden="true" />} label="Data" value={jobDates(job.starts_on, job.ends_on)} />
            <Fact icon={<Banknote className="size-4" aria-hidden="true" />} label="Cachê" value={formatPayLabel(job.pay_cents, job.pay_unit)} />
            <Fact icon={<Users className="size-4" aria-hidden="true" />} label="Vagas" value={openingsText(job.openings)} />
            {job.application_deadline && (
              <Fact icon={<CalendarClock className="size-4" aria-hidden="true" />} label="Inscrições até" value={formatDateBr(job.application_deadline)} />
            )}
          </dl>

          <section aria-labelledby="vaga-descricao" className="rounded-2xl bg-white p-5 ring-1 ring-gray-200">
            <h2 id="vaga-descricao" className="text-lg font-semibold text-gray-900">
              Descrição
            </h2>
            <p className="mt-2 text-base whitespace-pre-line text-gray-800">{job.description}</p>
          </section>

          <section aria-labelledby="vaga-requisitos" className="rounded-2xl bg-white p-5 ring-1 ring-gray-200">
            <h2 id="vaga-requisitos" className="text-lg font-semibold text-gray-900">
              Requisitos
            </h2>
            {requirements.length === 0 ? (
              <p className="mt-2 text-gray-700">Sem requisitos específicos: todos os perfis podem se candidatar.</p>
            ) : (
              <dl className="mt-2 grid gap-1.5">
                {requirements.map((line) => (
                  <div key={line.label} className="flex gap-2">
                    <dt className="font-medium text-gray-900">{line.label}:</dt>
                    <dd className="text-gray-700">{line.value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        </div>

        <aside className="grid content-start gap-4">
          {applyPanel}
          <section aria-labelledby="vaga-anunciante" className="rounded-2xl bg-white p-5 ring-1 ring-gray-200">
            <h2 id="vaga-anunciante" className="text-sm font-semibold tracking-wide text-gray-500 uppercase">
              Anunciante
            </h2>
            <div className="relative mt-3 flex items-center gap-3">
              <ProfilePhoto
                url={job.owner.profile_image_url}
                alt={`Foto de ${job.owner.name}`}
                size={56}
                sizes="56px"
                className="size-14 rounded-full object-cover"
              />
              <div className="min-w-0">
                {job.owner.profile_slug ? (
                  <Link
                    to={`/perfil/${job.owner.profile_slug}`}
                    className="block truncate font-semibold text-gray-900 after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {job.owner.name}
                  </Link>
                ) : (
                  <p className="truncate font-semibold text-gray-900">{job.owner.name}</p>
                )}
                <p className="text-sm text-gray-600">{ownerTypeLabels[job.owner.user_type] ?? 'Anunciante'}</p>
                {job.owner.is_verified && <IdentityVerifiedBadge className="mt-1" />}
              </div>
            </div>
          </section>
          {report && <div className="flex justify-end">{report}</div>}
        </aside>
      </div>
    </article>
  );
}

/**
 * One term of the facts list. A <dl> may group its terms in a <div> holding only <dt> and <dd>
 * (axe's definition-list rule), so the icon sits inside the term, beside its text.
 */
function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="relative pl-6">
      <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">
        <span className="absolute top-0.5 left-0">{icon}</span>
        {label}
      </dt>
      <dd className="font-semibold text-gray-900">{value}</dd>
    </div>
  );
}
