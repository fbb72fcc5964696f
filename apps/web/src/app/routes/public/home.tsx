import { useHomeHighlights } from '../../../features/home/api/get-home-highlights.ts';
import { FeaturedModelsSection } from '../../../features/home/components/featured-models-section.tsx';
import { FinalCtaSection } from '../../../features/home/components/final-cta-section.tsx';
import { HeroSection } from '../../../features/home/components/hero-section.tsx';
import { HowItWorksSection } from '../../../features/home/components/how-it-works-section.tsx';
import { RecentJobsSection } from '../../../features/home/components/recent-jobs-section.tsx';
import { TrustSection } from '../../../features/home/components/trust-section.tsx';
import { usePageTitle } from '../../../features/settings/hooks/use-page-title.ts';
import { openAuthModal } from '../../../lib/auth-modal-store.ts';

const openRegister = () => openAuthModal('register');

export function HomePage() {
  usePageTitle(null);
  // Until they load, or if they cannot, the two lists are simply not there: the rest of the page stands alone.
  const highlights = useHomeHighlights().data;
  return (
    <>
      <HeroSection onHire={openRegister} />
      <HowItWorksSection />
      <FeaturedModelsSection models={highlights?.featured_models ?? []} />
      <RecentJobsSection jobs={highlights?.recent_jobs ?? []} />
      <TrustSection />
      <FinalCtaSection onRegister={openRegister} />
    </>
  );
}

export { HomePage as Component };
