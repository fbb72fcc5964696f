import { footerQuickLinks, footerSupportLinks } from '@passarela/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export const FOOTER_TAGLINE = 'O marketplace que conecta modelos, contratantes e fotógrafos em todo o Brasil.';

interface FooterProps {
  siteName: string;
  logo: ReactNode;
}

/** Bottom padding below md keeps the fixed mobile bar (64px + safe area) from covering the copyright. */
export function Footer({ siteName, logo }: FooterProps) {
  return (
    <footer className="border-t border-gray-200 bg-gray-50 pb-[calc(var(--spacing-mobile-bar)+env(safe-area-inset-bottom))] md:pb-0">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div className="col-span-2 max-w-sm md:col-span-1">
          {logo}
          <p className="mt-4 text-sm leading-6 text-gray-600">{FOOTER_TAGLINE}</p>
        </div>
        <FooterColumn id="rodape-links-rapidos" title="Links Rápidos" links={footerQuickLinks} />
        <FooterColumn id="rodape-suporte" title="Suporte" links={footerSupportLinks} />
      </div>
      <div className="border-t border-gray-200">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-gray-600 sm:px-6 md:text-left lg:px-8">
          © 2024 {siteName}. Todos os direitos reservados.
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({ id, title, links }: { id: string; title: string; links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-gray-900">
        {title}
      </h2>
      <ul className="mt-4 grid gap-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="rounded text-sm text-gray-600 transition-colors hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
