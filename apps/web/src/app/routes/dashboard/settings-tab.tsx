import { useNavigate } from 'react-router';
import { ChangeEmailForm } from '../../../features/account/components/change-email-form.tsx';
import { ChangePasswordForm } from '../../../features/account/components/change-password-form.tsx';
import { DeleteAccountForm } from '../../../features/account/components/delete-account-form.tsx';
import { ExportDataForm } from '../../../features/account/components/export-data-form.tsx';
import { SignOutEverywhereForm } from '../../../features/account/components/sign-out-everywhere-form.tsx';
import { BlockedPeopleCard } from '../../../features/conversations/components/blocked-people-card.tsx';
import { IdentityVerificationPanel } from '../../../features/identity-verification/components/identity-verification-panel.tsx';
import { EmailPreferencesForm } from '../../../features/notifications/components/email-preferences-form.tsx';
import type { SessionUser } from '../../../lib/session/use-session.ts';
import { useSessionCache } from '../layouts/use-session-cache.ts';

/**
 * Configurações: identity verification (not for admins: the team itself), password, email,
 * notification emails, the people she blocked, sessions, and the LGPD rights (export, deletion); each sensitive one asks
 * for the current password.
 */
export function SettingsTab({ user }: { user: SessionUser }) {
  const sessionCache = useSessionCache();
  const navigate = useNavigate();
  return (
    <div className="grid gap-6">
      <div>
        <h2 className="text-2xl font-bold tracking-tight text-gray-900">Configurações</h2>
        <p className="mt-1 text-gray-600">Segurança, acesso e privacidade da sua conta.</p>
      </div>
      {user.user_type !== 'admin' && <IdentityVerificationPanel />}
      <ChangePasswordForm onSessionUser={(updated) => sessionCache.setUser(updated)} />
      <ChangeEmailForm currentEmail={user.email} />
      <EmailPreferencesForm />
      <BlockedPeopleCard />
      <SignOutEverywhereForm
        onSignedOut={async () => {
          // Leave the protected page first, or the guard would send a guest to the login modal.
          await navigate('/');
          sessionCache.clear();
        }}
      />
      <ExportDataForm />
      <DeleteAccountForm
        onDeleted={async () => {
          await navigate('/');
          sessionCache.clear();
        }}
      />
    </div>
  );
}
