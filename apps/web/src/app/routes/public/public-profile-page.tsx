import type { PublicProfile } from '@passarela/shared';
import { HireModelButton } from '../../../features/contracts/components/hire-model-button.tsx';
import { StartConversationButton } from '../../../features/conversations/components/start-conversation-button.tsx';
import { ProfileFavoriteButton } from '../../../features/favorites/components/profile-favorite-button.tsx';
import { ProfileOpenJobs } from '../../../features/jobs/components/profile-open-jobs.tsx';
import { ProfileGallery } from '../../../features/media/components/profile-gallery.tsx';
import { PublicProfileView } from '../../../features/profiles/components/public-profile-view.tsx';
import { fullName } from '../../../features/profiles/lib/profile-details.ts';
import { ProfileReviews } from '../../../features/reviews/components/profile-reviews.tsx';
import { ReportButton } from '../../../features/reports/components/report-button.tsx';
import { ProfileShoots } from '../../../features/shoots/components/profile-shoots.tsx';
import { RatingSummary } from '../../../features/reviews/components/rating-stars.tsx';
import { useSession } from '../../../lib/session/use-session.ts';

const profileMessageSenders = ['contractor', 'photographer', 'admin'] as const;

/**
 * The public profile (profiles) with its rating and reviews, heart, 'Contratar', 'Enviar mensagem',
 * gallery, a photographer's shoots and "Denunciar" (the profile, each review) from their own features.
 */
export function PublicProfilePage({ profile, isOwner }: { profile: PublicProfile; isOwner: boolean }) {
  const name = fullName(profile);
  const session = useSession();
  const mySlug = session.user?.profile_slug ?? null;
  return (
    <PublicProfileView
      profile={profile}
      isOwner={isOwner}
      parts={{
        rating: <RatingSummary average={profile.rating_average ?? null} count={profile.rating_count ?? 0} />,
        favorite: <ProfileFavoriteButton userType={profile.user_type} profileSlug={profile.profile_slug} name={name} />,
        hire: (
          <div className="flex flex-wrap justify-center gap-2">
            <HireModelButton profileSlug={profile.profile_slug} name={name} />
            {/* Contractors and photographers write first (models reply); guests get the login modal. */}
            <StartConversationButton
              subject={{ kind: 'profile', slug: profile.profile_slug }}
              dialogTitle={`Mensagem para ${name}`}
              senders={profileMessageSenders}
              label="Enviar mensagem"
              size="lg"
              className="shrink-0"
            />
          </div>
        ),
        gallery: <ProfileGallery profileSlug={profile.profile_slug} ownerName={name} />,
        // A contractor (or agency) is visited for its jobs: the section says when there are none.
        openJobs: <ProfileOpenJobs profileSlug={profile.profile_slug} hideWhenEmpty={profile.user_type !== 'contractor'} />,
        reviews: (
          <ProfileReviews
            profileSlug={profile.profile_slug}
            renderReviewActions={(review) => (
              <ReportButton
                item={{ kind: 'review', id: review.id }}
                itemTitle={`${review.reviewer.name} sobre ${review.reviewee.name}`}
                isMine={mySlug !== null && review.reviewer.profile_slug === mySlug}
              />
            )}
          />
        ),
        shoots: <ProfileShoots profileSlug={profile.profile_slug} />,
        report: <ReportButton item={{ kind: 'profile', id: profile.user_id }} itemTitle={name} />,
      }}
    />
  );
}
