import { BriefcaseBusiness, Crown, FileSignature, Handshake, Image, type LucideIcon, Receipt, Send, Star, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import type { DashboardTab } from '../lib/dashboard-tabs.ts';

/** What each tab that is not built yet will hold, said plainly (docs/product.md). */
const upcoming: Partial<Record<DashboardTab['id'], { icon: LucideIcon; description: string }>> = {
  subscription: {
    icon: Crown,
    description: 'Aqui você verá seu plano, até quando ele vale e poderá assinar o PRO: selo no perfil, destaque nas buscas e candidaturas ilimitadas.',
  },
  wallet: { icon: Wallet, description: 'Aqui ficarão seu saldo, os valores a receber dos trabalhos concluídos e os saques para a sua chave Pix.' },
  transactions: { icon: Receipt, description: 'Aqui você verá cada entrada e saída da sua carteira, com filtros e exportação em CSV.' },
  reviews: { icon: Star, description: 'Aqui ficarão as avaliações que você recebeu e fez depois de cada trabalho, com a sua nota média.' },
  gallery: { icon: Image, description: 'Aqui você poderá montar seu portfólio: enviar fotos, escolher a ordem e escrever legendas.' },
  applications: { icon: Send, description: 'Aqui você acompanhará as vagas em que se candidatou e a resposta de cada contratante.' },
  proposals: { icon: Handshake, description: 'Aqui chegarão as propostas de trabalho de contratantes e fotógrafos para você aceitar ou recusar.' },
  'my-jobs': { icon: BriefcaseBusiness, description: 'Aqui você poderá publicar vagas, acompanhar as candidaturas e escolher quem contratar.' },
  'my-contracts': { icon: FileSignature, description: 'Aqui você acompanhará os trabalhos que contratou: pagamento, andamento e avaliação.' },
};

export function ComingSoonTab({ tab }: { tab: DashboardTab }) {
  const info = upcoming[tab.id] ?? { icon: Star, description: 'Esta seção está a caminho.' };
  return (
    <ComingSoon
      icon={info.icon}
      title={tab.label}
      description={info.description}
      actions={
        <Link to="/dashboard?tab=profile" className={buttonVariants({ variant: 'outline' })}>
          Enquanto isso, complete seu perfil
        </Link>
      }
    />
  );
}
