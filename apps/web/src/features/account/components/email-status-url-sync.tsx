import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { emailStatusFromLocation } from '../lib/email-status-param.ts';

/**
 * Turns `?email=confirmado|alterado|link-invalido` (where the server's email links land) into a
 * toast, asks for a fresh session when it changed, and removes the parameter from the URL.
 */
export function EmailStatusUrlSync({ onSessionChanged }: { onSessionChanged: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  // One toast per history entry, even when effects run twice (StrictMode, re-renders).
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    const outcome = emailStatusFromLocation(location.pathname, location.search);
    if (!outcome || handledKey.current === location.key) return;
    handledKey.current = location.key;
    if (outcome.toast.title) toast(outcome.toast);
    if (outcome.refreshSession) onSessionChanged();
    void navigate({ pathname: location.pathname, search: outcome.cleanedSearch, hash: location.hash }, { replace: true });
  }, [location, navigate, onSessionChanged]);

  return null;
}
