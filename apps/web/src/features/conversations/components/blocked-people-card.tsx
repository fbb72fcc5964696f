import { Link } from 'react-router';
import { ProfilePhoto } from '../../../components/ui/profile-photo.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';
import { useBlockedPeople } from '../api/get-blocked-people.ts';
import { BlockToggle } from './block-toggle.tsx';

/**
 * Configurações → 'Pessoas bloqueadas': everyone she blocked, each with 'Desbloquear' (the same
 * confirmation as in the thread), so a block can be undone without finding the old conversation.
 */
export function BlockedPeopleCard() {
  const blocked = useBlockedPeople();
  return (
    <SettingsCard
      title="Pessoas bloqueadas"
      description="Quem você bloqueou não pode enviar mensagens, propostas, candidaturas ou reservas para você, e vocês não se veem nas listas."
    >
      <QueryState query={blocked}>
        {({ items }) =>
          items.length === 0 ? (
            <p className="text-sm text-gray-600">Você não bloqueou ninguém.</p>
          ) : (
            <ul className="grid gap-3" aria-label="Pessoas bloqueadas">
              {items.map((person) => (
                <li key={person.user_id} className="flex items-center gap-3" aria-label={person.name}>
                  <ProfilePhoto url={person.profile_image_url} alt="" size={40} sizes="40px" className="size-10 shrink-0 rounded-full object-cover" />
                  <span className="min-w-0 flex-1 font-medium break-words text-gray-900">
                    {person.profile_slug ? <Link to={`/perfil/${person.profile_slug}`}>{person.name}</Link> : person.name}
                  </span>
                  <BlockToggle userId={person.user_id} name={person.name} blockedByMe />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </SettingsCard>
  );
}
