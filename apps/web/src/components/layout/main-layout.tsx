import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

interface MainLayoutProps {
  header: ReactNode;
  footer: ReactNode;
  mobileBar: ReactNode;
  /** A notice at the top of the content, under the fixed header (the email confirmation banner). */
  notice?: ReactNode;
  /** Modals that live on every main page (auth modal; the payment modal later). */
  overlays?: ReactNode;
  children: ReactNode;
}

export function MainLayout({ header, footer, mobileBar, notice, overlays, children }: MainLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {header}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col pt-16 focus:outline-none">
        {notice}
        {children}
      </main>
      {footer}
      {mobileBar}
      {overlays}
    </div>
  );
}
