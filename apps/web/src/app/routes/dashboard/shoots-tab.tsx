import { Link } from 'react-router';
import { TabHeading } from '../../../components/ui/tab-heading.tsx';
import type { DashboardTab } from '../../../features/dashboard/lib/dashboard-tabs.ts';
import { useOwnProfile } from '../../../features/profiles/api/get-own-profile.ts';
import { PhotographerShootsPanel } from '../../../features/shoots/components/photographer-shoots-panel.tsx';
import { ShootBookingsList } from '../../../features/shoots/components/shoot-bookings-list.tsx';
import type { SessionUser } from '../../../lib/session/use-session.ts';
import { renderBookingMessages } from './booking-messages-slot.tsx';
import { renderBookingReview } from './booking-review-slot.tsx';

/**
 * "Ensaios": a photographer's bookings, packages and availability; anyone else's booked shoots.
 * Her city (profiles feature) is where a new package starts.
 */
export function ShootsTab({ user, tab }: { user: SessionUser; tab: DashboardTab }) {
  const isPhotographer = user.user_type === 'photographer';
  const profile = useOwnProfile();
  const home = { city: profile.data?.city ?? null, state: profile.data?.state ?? null };
  return (
    <section aria-labelledby="ensaios-titulo" className="grid gap-8">
      <TabHeading
        id="ensaios-titulo"
        title={tab.label}
        subtitle={isPhotographer ? 'Seus pacotes, sua agenda e os ensaios agendados com você.' : 'Os ensaios que você agendou com fotógrafos.'}
      />
      {isPhotographer ? (
        <PhotographerShootsPanel home={home} renderReview={renderBookingReview} renderMessages={renderBookingMessages} />
      ) : (
        <ShootBookingsList
          side="buyer"
          title="Meus ensaios"
          renderReview={renderBookingReview}
          renderMessages={renderBookingMessages}
          empty={
            <>
              Nenhum ensaio agendado. Encontre fotógrafos em{' '}
              <Link to="/ensaios" className="font-medium text-brand-700 underline-offset-4 hover:underline">
                Ensaios
              </Link>
              .
            </>
          }
        />
      )}
    </section>
  );
}
