import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from '../components/layout/error-fallback.tsx';

/**
 * Last line of defence for errors outside the router (providers, toaster). Errors inside routes
 * are caught by the root route's errorElement, which shows the same screen.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Erro não tratado na aplicação', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <ErrorFallback error={this.state.error} />;
    return this.props.children;
  }
}
