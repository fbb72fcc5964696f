import { Briefcase, MapPin } from 'lucide-react';
import { Link } from 'react-router';

export interface RecentJob {
  id: string;
  title: string;
  city: string;
  state: string;
  /** Already formatted, e.g. 'R$ 800,00 por dia'. */
  payLabel: string;
}

/** SEAM: 'Vagas recentes'. Renders nothing until there is data; the jobs issue passes the newest open jobs. */
export function RecentJobsSection({ jobs }: { jobs: readonly RecentJob[] }) {
  if (jobs.length === 0) return null;
  return (
    <section aria-labelledby="vagas-recentes-titulo" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex items-end justify-between gap-4">
          <h2 id="vagas-recentes-titulo" className="text-3xl font-bold tracking-tight text-gray-900">
            Vagas recentes
          </h2>
          <Link to="/vagas" className="text-sm font-semibold text-brand-700 hover:underline">
            Ver todas
          </Link>
        </div>
        <ul className="mt-8 grid gap-4 md:grid-cols-2">
          {jobs.map((job) => (
            <li key={job.id} className="flex items-start gap-4 rounded-2xl border border-gray-200 p-5">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Briefcase className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <p className="font-semibold text-gray-900">{job.title}</p>
                <p className="mt-1 flex items-center gap-1 text-sm text-gray-600">
                  <MapPin className="size-3.5" aria-hidden="true" />
                  {job.city}, {job.state}
                </p>
                <p className="mt-2 text-sm font-semibold text-brand-700">{job.payLabel}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
