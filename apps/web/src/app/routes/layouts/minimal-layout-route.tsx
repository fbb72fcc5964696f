import { Outlet, useLocation, useNavigation } from 'react-router';
import { MinimalLayout } from '../../../components/layout/minimal-layout.tsx';
import { SiteLogo } from '../../../components/layout/site-logo.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { useSiteSettings } from '../../../lib/site-settings/site-settings-context.ts';

export function MinimalLayoutRoute() {
  const settings = useSiteSettings();
  const navigation = useNavigation();
  const location = useLocation();
  const isLoadingPage = navigation.state === 'loading' && navigation.location.pathname !== location.pathname;
  return (
    <MinimalLayout logo={<SiteLogo src={settings.SITE_LOGO_URL} height={settings.SITE_LOGO_SIZE} alt={settings.SITE_NAME} />}>
      {isLoadingPage ? <PageSpinner /> : <Outlet />}
    </MinimalLayout>
  );
}
