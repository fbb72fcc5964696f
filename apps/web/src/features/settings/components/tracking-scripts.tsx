import type { SettingValues } from '@passarela/shared';
import { useEffect } from 'react';
import { injectCustomHeadMarkup, injectFacebookPixel, injectGoogleTag, removeFacebookPixel, removeGoogleTag, removeTracking } from '../../../lib/tracking.ts';

type TrackingSettings = Pick<SettingValues, 'FACEBOOK_PIXEL_ID' | 'GOOGLE_TRACKING_ID' | 'HEAD_CUSTOM_SCRIPTS'>;

/**
 * Keeps the <head> tags in step with the settings: each effect's cleanup removes what it added,
 * so a changed or cleared value swaps the tags in place (no reload). Renders nothing.
 */
export function TrackingScripts({ settings }: { settings: TrackingSettings }) {
  const { FACEBOOK_PIXEL_ID: pixelId, GOOGLE_TRACKING_ID: googleId, HEAD_CUSTOM_SCRIPTS: customMarkup } = settings;

  useEffect(() => {
    injectFacebookPixel(pixelId);
    return removeFacebookPixel;
  }, [pixelId]);

  useEffect(() => {
    injectGoogleTag(googleId);
    return removeGoogleTag;
  }, [googleId]);

  useEffect(() => {
    injectCustomHeadMarkup(customMarkup);
    return () => removeTracking('custom-head');
  }, [customMarkup]);

  return null;
}
