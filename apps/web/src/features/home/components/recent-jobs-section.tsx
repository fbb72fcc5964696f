import { formatLocation, formatPayLabel, type JobCard } from '@passarela/shared';
import { Briefcase, MapPin } from 'lucide-react';
import { Link } from 'react-router';

/**
 * 'Vagas recentes': the newest open jobs (GET /api/home). The title is the link and stretches over
 * the card (one click target, one tab stop); nothing is shown while there are none (or while they load).
 */
export function RecentJobsSection({ jobs }: { jobs: readonly JobCard[] }) {
  if (jobs.length === 0) return null;
  return (
    <section aria-labelledby="vagas-recentes-titulo" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex items-end justify-between gap-4">
          <h2 id="vagas-recentes-titulo" className="text-3xl font-bold tracking-tight text-gray-900">
            Vagas recentes
          </h2>
          <Link to="/vagas" className="rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none">
            Ver todas
          </Link>
        </div>
        <ul className="mt-8 grid gap-4 md:grid-cols-2">
          {jobs.map((job) => (
            <li
              key={job.id}
              className="relative flex items-start gap-4 rounded-2xl border border-gray-200 p-5 focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Briefcase className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold text-gray-900">
                  <Link to={`/vagas/${job.id}`} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
                    {job.title}
                  </Link>
                </h3>
                <p className="mt-1 flex items-center gap-1 text-sm text-gray-600">
                  <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                  {formatLocation(job)}
                </p>
                <p className="mt-2 text-sm font-semibold text-brand-700">{formatPayLabel(job.pay_cents, job.pay_unit)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
