import { QueryState } from '../../../components/ui/query-state.tsx';
import { useProfileOpenJobs } from '../api/get-profile-open-jobs.ts';
import { JobCard } from './job-card.tsx';

/**
 * 'Vagas abertas' on a contractor's (or agency's, or photographer's) public profile: the same
 * cards as /vagas, each opening the job. With none, one line says so; `hideWhenEmpty` leaves the
 * section out instead (a photographer's profile is about the portfolio first).
 */
export function ProfileOpenJobs({ profileSlug, hideWhenEmpty = false }: { profileSlug: string; hideWhenEmpty?: boolean }) {
  const query = useProfileOpenJobs(profileSlug);
  if (hideWhenEmpty && query.data?.items.length === 0) return null;
  if (hideWhenEmpty && query.isPending) return null;
  return (
    <section aria-labelledby="vagas-abertas-titulo" className="mt-10">
      <h2 id="vagas-abertas-titulo" className="mb-4 text-xl font-bold tracking-tight text-gray-900">
        Vagas abertas
      </h2>
      <QueryState query={query}>
        {({ items }) =>
          items.length === 0 ? (
            <p className="text-sm text-gray-600">Nenhuma vaga aberta no momento.</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((card) => (
                <li key={card.id}>
                  <JobCard card={card} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
