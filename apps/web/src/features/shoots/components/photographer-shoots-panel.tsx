import { QueryState } from '../../../components/ui/query-state.tsx';
import { useShootAvailability } from '../api/shoot-availability.ts';
import type { BookingCardSlots } from './booking-card.tsx';
import { AvailabilityEditor } from './availability-editor.tsx';
import { MyPackagesSection } from './my-packages-section.tsx';
import { ShootBookingsList } from './shoot-bookings-list.tsx';

/** The photographer's 'Ensaios' tab: incoming bookings first (they have deadlines), then packages and availability. */
export function PhotographerShootsPanel({ home, ...slots }: { home: { city: string | null; state: string | null } } & BookingCardSlots) {
  const availability = useShootAvailability();
  return (
    <div className="grid gap-10">
      <ShootBookingsList
        side="photographer"
        title="Agendamentos recebidos"
        empty="Nenhum agendamento ainda. Publique um ensaio e marque sua disponibilidade para receber os primeiros."
        {...slots}
      />
      <MyPackagesSection home={home} />
      <section aria-labelledby="disponibilidade-titulo" className="grid gap-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
        <div>
          <h3 id="disponibilidade-titulo" className="text-lg font-semibold text-gray-900">
            Disponibilidade
          </h3>
          <p className="mt-1 text-sm text-gray-600">Quem agenda só vê horários livres dentro destas faixas (horário de Brasília).</p>
        </div>
        <QueryState query={availability}>{(data) => <AvailabilityEditor availability={data} />}</QueryState>
      </section>
    </div>
  );
}
