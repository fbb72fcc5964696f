import { ShieldCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { GuardianConsentCard } from '../../../features/guardian-consent/components/guardian-consent-card.tsx';
import { GuardianConsentConfirmation } from '../../../features/guardian-consent/components/guardian-consent-confirmation.tsx';
import { usePageTitle } from '../../../features/settings/hooks/use-page-title.ts';
import { useSiteSettings } from '../../../lib/site-settings/site-settings-context.ts';

/** /responsavel/confirmar?token= (minimal layout): the target of the link emailed to a minor's guardian. */
export function Component() {
  usePageTitle('Autorização do responsável');
  const settings = useSiteSettings();
  const [params] = useSearchParams();
  const token = params.get('token');

  if (!token) {
    return (
      <GuardianConsentCard icon={<ShieldCheck className="size-6" aria-hidden="true" />} title="Autorização do responsável legal">
        <p>Esta página abre pelo link que enviamos ao email do responsável. O link que você usou está incompleto: abra de novo o botão do email.</p>
      </GuardianConsentCard>
    );
  }
  return <GuardianConsentConfirmation token={token} siteName={settings.SITE_NAME} />;
}
