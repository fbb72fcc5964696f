import { Button } from '../../../components/ui/button.tsx';
import { useResendVerificationEmail } from '../../../features/account/components/use-resend-verification-email.ts';
import { useOverview } from '../../../features/dashboard/api/get-overview.ts';
import { OverviewPanel } from '../../../features/dashboard/components/overview-panel.tsx';
import { OverviewStats } from '../../../features/dashboard/components/overview-stats.tsx';
import { useOwnProfile } from '../../../features/profiles/api/get-own-profile.ts';
import { profileCompleteness } from '../../../features/profiles/lib/profile-completeness.ts';
import type { SessionUser } from '../../../lib/session/use-session.ts';
import { useSessionCache } from '../layouts/use-session-cache.ts';

export function OverviewTab({ user }: { user: SessionUser }) {
  const profile = useOwnProfile();
  const overview = useOverview();
  const sessionCache = useSessionCache();
  const resend = useResendVerificationEmail({ email: user.email, onAlreadyVerified: () => void sessionCache.refetch() });
  const firstName = profile.data?.first_name ?? user.name.split(/\s+/)[0] ?? user.name;

  return (
    <OverviewPanel
      firstName={firstName}
      email={user.email}
      emailVerified={user.emailVerified}
      profileSlug={user.profile_slug}
      completeness={profile.data ? profileCompleteness(profile.data) : null}
      stats={<OverviewStats data={overview.data} />}
      resendAction={
        <Button variant="outline" size="sm" isLoading={resend.isPending} onClick={() => resend.mutate()}>
          Reenviar email
        </Button>
      }
    />
  );
}
