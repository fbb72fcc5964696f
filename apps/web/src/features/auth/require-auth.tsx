import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { type UserType, useSession } from '../../lib/session/use-session.ts';

/**
 * Route guard (docs/product.md "Spec 6"): spinner while the session loads; guests go to the login modal on
 * the home page (`/?auth=login&next=<where they were going>`, so login can bring them back); a
 * logged-in user without one of `roles` goes to the dashboard.
 */
export function RequireAuth({ roles }: { roles?: readonly UserType[] }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'guest') return <Navigate to={loginRedirectPath(location.pathname + location.search)} replace />;
  if (roles && !roles.includes(session.user.user_type)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** '/?auth=login&next=%2Fdashboard%3Ftab%3Dwallet': the login modal reads `next` (safeReturnPath) after signing in. */
function loginRedirectPath(intended: string): string {
  return `/?${new URLSearchParams({ auth: 'login', next: intended }).toString()}`;
}
