import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/** Logo and content only: focused flows (model landing, password recovery). */
export function MinimalLayout({ logo, children }: { logo: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 via-white to-white">
      <SkipLink />
      <header className="mx-auto flex h-16 w-full max-w-5xl items-center px-4 sm:px-6">{logo}</header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {children}
      </main>
    </div>
  );
}
