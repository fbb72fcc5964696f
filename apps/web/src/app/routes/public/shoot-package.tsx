import { formatCentavos, formatLocation } from '@passarela/shared';
import { Camera } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { PageLoadFailed, PageMessage } from '../../../components/ui/page-message.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { ReportButton } from '../../../features/reports/components/report-button.tsx';
import { usePageTitle } from '../../../features/settings/hooks/use-page-title.ts';
import { isShootNotFound, useShootPackage } from '../../../features/shoots/api/get-shoot-package.ts';
import { BookingPanel } from '../../../features/shoots/components/booking-panel.tsx';
import { ShootPackageDetails } from '../../../features/shoots/components/shoot-package-details.tsx';

/** /ensaios/:packageId: a package and its booking panel (shoots feature), and "Denunciar" (reports). */
export function Component() {
  const { packageId } = useParams();
  const query = useShootPackage(packageId);
  const pkg = query.data;
  const notFound = query.isError && isShootNotFound(query.error);

  usePageTitle(
    pkg ? pkg.title : notFound ? 'Ensaio não encontrado' : 'Ensaio',
    pkg
      ? `${pkg.category_label} com ${pkg.photographer.name} em ${formatLocation({ city: pkg.city, state: pkg.uf })}: ${formatCentavos(pkg.price_cents)}.`
      : undefined,
  );

  if (query.isPending && packageId) return <PageSpinner />;
  if (notFound || !packageId) {
    return (
      <PageMessage title="Ensaio não encontrado" icon={<Camera className="size-6" aria-hidden="true" />}>
        <p className="mt-2 text-gray-600">Este ensaio não existe, foi pausado ou removido.</p>
        <Link to="/ensaios" className={buttonVariants({ className: 'mt-6' })}>
          Ver outros ensaios
        </Link>
      </PageMessage>
    );
  }
  if (!pkg) {
    return (
      <PageLoadFailed
        title="Não foi possível carregar o ensaio"
        message={query.error?.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  return (
    <ShootPackageDetails
      pkg={pkg}
      bookingPanel={<BookingPanel pkg={pkg} />}
      report={<ReportButton item={{ kind: 'shoot_package', id: pkg.id }} itemTitle={pkg.title} isMine={pkg.is_mine} />}
    />
  );
}
