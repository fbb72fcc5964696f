import { useSearchParams } from 'react-router';
import { AdminAuditSection } from '../../../features/admin/components/admin-audit-section.tsx';
import { AdminContactSection } from '../../../features/admin/components/admin-contact-section.tsx';
import { AdminDisputesSection } from '../../../features/admin/components/admin-disputes-section.tsx';
import { AdminOverviewSection } from '../../../features/admin/components/admin-overview-section.tsx';
import { AdminModerationSection } from '../../../features/admin/components/admin-moderation-section.tsx';
import { AdminNav } from '../../../features/admin/components/admin-nav.tsx';
import { AdminPagesSection } from '../../../features/admin/components/admin-pages-section.tsx';
import { AdminReportsSection } from '../../../features/admin/components/admin-reports-section.tsx';
import { AdminSettingsSection } from '../../../features/admin/components/admin-settings-section.tsx';
import { AdminUsersSection } from '../../../features/admin/components/admin-users-section.tsx';
import { AdminVerificationsSection } from '../../../features/admin/components/admin-verifications-section.tsx';
import { AdminWithdrawalsSection } from '../../../features/admin/components/admin-withdrawals-section.tsx';
import { resolveAdminSection } from '../../../features/admin/lib/admin-sections.ts';
import { usePageTitle } from '../../../features/settings/hooks/use-page-title.ts';

/** /admin (admins only: RequireAuth here, and every /api/admin route refuses others on the server). */
export function Component() {
  const [params] = useSearchParams();
  const section = resolveAdminSection(params.get('secao'));
  usePageTitle(`${section.label} · Administração`);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-16 sm:px-6 lg:px-8">
      <h1 className="mb-4 text-2xl font-bold text-gray-900">Administração</h1>
      <AdminNav active={section.id} />
      <div className="pt-6">
        {section.id === 'visao-geral' ? (
          <AdminOverviewSection />
        ) : section.id === 'usuarios' ? (
          <AdminUsersSection />
        ) : section.id === 'configuracoes' ? (
          <AdminSettingsSection />
        ) : section.id === 'paginas' ? (
          <AdminPagesSection />
        ) : section.id === 'moderacao' ? (
          <AdminModerationSection />
        ) : section.id === 'denuncias' ? (
          <AdminReportsSection />
        ) : section.id === 'verificacoes' ? (
          <AdminVerificationsSection />
        ) : section.id === 'contato' ? (
          <AdminContactSection />
        ) : section.id === 'saques' ? (
          <AdminWithdrawalsSection />
        ) : section.id === 'disputas' ? (
          <AdminDisputesSection />
        ) : (
          <AdminAuditSection />
        )}
      </div>
    </div>
  );
}
