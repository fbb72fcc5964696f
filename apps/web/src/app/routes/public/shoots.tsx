import { ShootsList } from '../../../features/shoots/components/shoots-list.tsx';
import { usePageTitle } from '../../../features/settings/hooks/use-page-title.ts';

/** /ensaios: the photographers' shoot packages (shoots feature). */
export function Component() {
  usePageTitle('Ensaios', 'Book fotográfico, retratos e ensaios de moda com fotógrafos de todo o Brasil, com pagamento protegido.');
  return <ShootsList />;
}
