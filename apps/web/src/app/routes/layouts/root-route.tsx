import type { SettingValues } from '@passarela/shared';
import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '../../../components/ui/page-spinner.tsx';
import { useSettingsErrorToast } from '../../../features/settings/hooks/use-settings-error-toast.ts';
import { useSettingsState } from '../../../features/settings/hooks/use-settings-state.ts';
import { useSessionCheck } from '../../../lib/session/get-session.ts';
import { SiteSettingsContext } from '../../../lib/site-settings/site-settings-context.ts';
import { ScrollToTop } from './scroll-to-top.tsx';

// Loaded only on a site whose admin set a tag: otherwise a guest's phone never downloads it (issue 25's JS budget).
const TrackingScripts = lazy(() =>
  import('../../../features/settings/components/tracking-scripts.tsx').then((module) => ({ default: module.TrackingScripts })),
);

function hasTracking(settings: SettingValues): boolean {
  return Boolean(settings.FACEBOOK_PIXEL_ID || settings.GOOGLE_TRACKING_ID || settings.HEAD_CUSTOM_SCRIPTS);
}

/**
 * Root of every screen: waits for the first settings answer (spec: loading flag for app
 * settings), keeps tracking tags in sync, checks the session in the background and scrolls to the
 * top on path changes. If settings fail the site still renders with the shared defaults.
 */
export function RootRoute() {
  useSessionCheck();
  const { settings, failedWithoutData, defaultsError } = useSettingsState();
  useSettingsErrorToast({ failedWithoutData });

  if (defaultsError) throw defaultsError;
  if (!settings) return <FullPageSpinner />;

  return (
    <SiteSettingsContext value={settings}>
      <ScrollToTop />
      {hasTracking(settings) ? (
        <Suspense fallback={null}>
          <TrackingScripts settings={settings} />
        </Suspense>
      ) : null}
      <Outlet />
    </SiteSettingsContext>
  );
}
