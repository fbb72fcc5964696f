import { CreditCard } from 'lucide-react';
import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { usePageTitle } from '../../../features/settings/hooks/use-page-title.ts';

/** /testepagamento (admin only): 'Iniciar Pagamento de Teste' arrives with payments. */
export function Component() {
  usePageTitle('Pagamento de Teste');
  return (
    <ComingSoon
      icon={CreditCard}
      title="Pagamento de Teste"
      description="Aqui o administrador poderá iniciar um pagamento de teste para conferir a integração com o provedor de pagamentos."
    />
  );
}
