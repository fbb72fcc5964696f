import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { GuardianConsentPanel } from '../../../features/guardian-consent/components/guardian-consent-panel.tsx';
import { PageLoadError } from '../../../features/pages/components/page-load-error.tsx';
import { useOwnProfile } from '../../../features/profiles/api/get-own-profile.ts';
import { OwnProfileForm, type TypedGuardian } from '../../../features/profiles/components/own-profile-form.tsx';
import { ProfilePhotoEditor } from '../../../features/profiles/components/profile-photo-editor.tsx';
import type { SessionUser } from '../../../lib/session/use-session.ts';
import { useSessionCache } from '../layouts/use-session-cache.ts';

/**
 * Meu Perfil: photo and every wizard field, and for a minor where her guardian's confirmation
 * stands. Saving refreshes the session (name, photo in the header).
 */
export function ProfileTab({ user }: { user: SessionUser }) {
  const profile = useOwnProfile();
  const sessionCache = useSessionCache();
  const refreshSession = () => void sessionCache.refetch();

  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) return <PageLoadError message={profile.error.message} onRetry={() => void profile.refetch()} isRetrying={profile.isFetching} />;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold tracking-tight text-gray-900">Meu Perfil</h2>
          <p className="mt-1 text-gray-600">É assim que contratantes, fotógrafos e modelos encontram você.</p>
        </div>
        {user.profile_slug && (
          <Link to={`/perfil/${encodeURIComponent(user.profile_slug)}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Ver perfil público
          </Link>
        )}
      </div>
      <ProfilePhotoEditor profile={profile.data} onSaved={refreshSession} />
      <OwnProfileForm key={profile.data.user_id} profile={profile.data} onSaved={refreshSession} GuardianStatus={GuardianStatus} />
    </div>
  );
}

/** Where her guardian's confirmation stands, from the saved profile and the guardian as typed. */
function GuardianStatus({ typed }: { typed: TypedGuardian }) {
  const profile = useOwnProfile();
  if (!profile.data) return null;
  return <GuardianConsentPanel status={profile.data.guardian_consent} saved={profile.data} typed={typed} />;
}
