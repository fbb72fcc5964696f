import { formatLocation } from '@passarela/shared';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { isProfileNotFound, usePublicProfile } from '../../../features/profiles/api/get-public-profile.ts';
import { ProfileMessage } from '../../../features/profiles/components/profile-message.tsx';
import { fullName } from '../../../features/profiles/lib/profile-details.ts';
import { usePageTitle } from '../../../features/settings/hooks/use-page-title.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { toast } from '../../../lib/toast.ts';
import { PublicProfilePage } from './public-profile-page.tsx';

/** /perfil/:profileSlug (and /perfil without one): the public profile, with the messages of docs/product.md "Spec 8". */
export function Component() {
  const { profileSlug } = useParams();
  const session = useSession();
  const query = usePublicProfile(profileSlug);
  const notFound = query.isError && isProfileNotFound(query.error);
  const failed = query.isError && !notFound;
  const profile = query.data;

  usePageTitle(profile ? fullName(profile) : notFound ? 'Perfil não encontrado' : 'Perfil', profile ? describe(profile) : undefined);

  // docs/product.md "Spec 8": 'Erro ao Buscar Perfil' with the server's message, never for a plain not-found;
  // 'Erro Inesperado ao Buscar Perfil' when nothing came back from the server.
  const error = failed ? query.error : null;
  useEffect(() => {
    if (!error) return;
    if (isApiError(error) && error.status > 0) toast({ variant: 'destructive', title: 'Erro ao Buscar Perfil', description: error.message });
    else toast({ variant: 'destructive', title: 'Erro Inesperado ao Buscar Perfil', description: error.message });
  }, [error]);

  if (!profileSlug) return <ProfileMessage message="Perfil não especificado." />;
  if (query.isPending) return <PageSpinner />;
  if (notFound) return <ProfileMessage message="Perfil não encontrado ou indisponível." />;
  if (query.isError) return <ProfileMessage message={query.error.message} isError />;
  return <PublicProfilePage profile={query.data} isOwner={session.user?.profile_slug === query.data.profile_slug} />;
}

function describe(profile: { first_name: string; last_name: string; city: string | null; state: string | null }): string {
  const place = formatLocation(profile);
  return `${fullName(profile)} na Passarela${place ? ` · ${place}` : ''}.`;
}
