import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useProfileShoots } from '../api/get-profile-shoots.ts';
import { ShootCard } from './shoot-card.tsx';

/**
 * 'Ensaios' on a photographer's public profile: her active packages, each opening its page where
 * it is booked ('Contratar'). Left out when she has none.
 */
export function ProfileShoots({ profileSlug }: { profileSlug: string }) {
  const query = useProfileShoots(profileSlug);
  if (query.isPending || query.data?.items.length === 0) return null;
  return (
    <section aria-labelledby="ensaios-perfil-titulo" className="mt-10">
      <h2 id="ensaios-perfil-titulo" className="mb-4 text-xl font-bold tracking-tight text-gray-900">
        Ensaios
      </h2>
      <QueryState query={query}>
        {({ items }) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((card) => (
              <li key={card.id} className="grid gap-2">
                <ShootCard card={card} showPhotographer={false} />
                <Link to={`/ensaios/${card.id}`} className={buttonVariants({ className: 'w-full' })} aria-label={`Contratar: ${card.title}`}>
                  Contratar
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
