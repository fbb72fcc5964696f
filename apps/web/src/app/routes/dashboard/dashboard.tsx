import { useSearchParams } from 'react-router';
import { ComingSoonTab } from '../../../features/dashboard/components/coming-soon-tab.tsx';
import { DashboardTabBar } from '../../../features/dashboard/components/dashboard-tab-bar.tsx';
import { dashboardTabsFor, resolveDashboardTab } from '../../../features/dashboard/lib/dashboard-tabs.ts';
import { GalleryPanel } from '../../../features/media/components/gallery-panel.tsx';
import { usePageTitle } from '../../../features/settings/hooks/use-page-title.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { ApplicationsTab } from './applications-tab.tsx';
import { MyContractsTab } from './my-contracts-tab.tsx';
import { MyJobsTab } from './my-jobs-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { ProposalsTab } from './proposals-tab.tsx';
import { ReviewsTab } from './reviews-tab.tsx';
import { SettingsTab } from './settings-tab.tsx';
import { ShootsTab } from './shoots-tab.tsx';
import { SubscriptionTab } from './subscription-tab.tsx';
import { TransactionsTab } from './transactions-tab.tsx';
import { WalletTab } from './wallet-tab.tsx';

/** /dashboard?tab= (logged-in only, guarded by RequireAuth): the tabs of the user's role (docs/product.md "Spec 2"). */
export function Component() {
  const [params] = useSearchParams();
  const session = useSession();
  const user = session.user;
  const userType = user?.user_type ?? 'model';
  const tab = resolveDashboardTab(params.get('tab'), userType);
  usePageTitle(tab.id === 'overview' ? 'Painel' : `${tab.label} · Painel`);
  if (!user) return null;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-16 sm:px-6 lg:px-8">
      {/* Tabs still to come bring their own h1 (ComingSoon). */}
      {isBuiltTab(tab.id) && <h1 className="sr-only">Painel</h1>}
      <DashboardTabBar tabs={dashboardTabsFor(userType)} active={tab} />
      <div className="pt-6 sm:pt-8">
        {tab.id === 'overview' ? (
          <OverviewTab user={user} />
        ) : tab.id === 'profile' ? (
          <ProfileTab user={user} />
        ) : tab.id === 'settings' ? (
          <SettingsTab user={user} />
        ) : tab.id === 'gallery' ? (
          <GalleryPanel title={tab.label} profileSlug={user.profile_slug} />
        ) : tab.id === 'my-jobs' ? (
          <MyJobsTab user={user} tab={tab} />
        ) : tab.id === 'applications' ? (
          <ApplicationsTab user={user} tab={tab} />
        ) : tab.id === 'proposals' ? (
          <ProposalsTab user={user} tab={tab} />
        ) : tab.id === 'my-contracts' ? (
          <MyContractsTab user={user} tab={tab} />
        ) : tab.id === 'shoots' ? (
          <ShootsTab user={user} tab={tab} />
        ) : tab.id === 'reviews' ? (
          <ReviewsTab user={user} tab={tab} />
        ) : tab.id === 'wallet' ? (
          <WalletTab />
        ) : tab.id === 'transactions' ? (
          <TransactionsTab />
        ) : tab.id === 'subscription' ? (
          <SubscriptionTab user={user} />
        ) : (
          <ComingSoonTab tab={tab} />
        )}
      </div>
    </div>
  );
}

/** Tabs that render their own content (and so need the page's sr-only h1); add a tab here when it is built. */
const builtTabs = new Set([
  'overview',
  'profile',
  'settings',
  'gallery',
  'reviews',
  'applications',
  'proposals',
  'my-contracts',
  'my-jobs',
  'shoots',
  'wallet',
  'transactions',
  'subscription',
]);

function isBuiltTab(id: string): boolean {
  return builtTabs.has(id);
}
