import { Outlet } from 'react-router';
import { FullPageSpinner } from '../../../components/ui/page-spinner.tsx';
import { TrackingScripts } from '../../../features/settings/components/tracking-scripts.tsx';
import { useSettingsErrorToast } from '../../../features/settings/hooks/use-settings-error-toast.ts';
import { useSettingsState } from '../../../features/settings/hooks/use-settings-state.ts';
import { SiteSettingsContext } from '../../../lib/site-settings/site-settings-context.ts';
import { ScrollToTop } from './scroll-to-top.tsx';

/**
 * Root of every screen: waits for the first settings answer (spec: loading flag for app
 * settings), keeps tracking tags in sync and scrolls to the top on path changes. If settings fail
 * the site still renders with the shared defaults.
 */
export function RootRoute() {
  const { settings, failedWithoutData, defaultsError } = useSettingsState();
  useSettingsErrorToast({ failedWithoutData });

  if (defaultsError) throw defaultsError;
  if (!settings) return <FullPageSpinner />;

  return (
    <SiteSettingsContext value={settings}>
      <ScrollToTop />
      <TrackingScripts settings={settings} />
      <Outlet />
    </SiteSettingsContext>
  );
}
