import { useRouteError } from 'react-router';
import { ErrorFallback } from '../../../components/layout/error-fallback.tsx';

/**
 * errorElement of the root route: replaces React Router's 'Unexpected Application Error!' screen.
 * (React Router already logs the error to the console.)
 */
export function RouteErrorFallback() {
  const error = useRouteError();
  return <ErrorFallback error={error} />;
}
