import { useParams } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { isPageNotFound, usePage } from '../../../features/pages/api/get-page.ts';
import { ContactForm } from '../../../features/contact/components/contact-form.tsx';
import { ContentPageView } from '../../../features/pages/components/content-page-view.tsx';
import { PageLoadError } from '../../../features/pages/components/page-load-error.tsx';
import { PageNotFound } from '../../../features/pages/components/page-not-found.tsx';
import { usePageTitle } from '../../../features/settings/hooks/use-page-title.ts';

/** /:slug, the admin-editable content pages (termos, precos, blog, ...). */
export function Component() {
  const { slug = '' } = useParams();
  const pageQuery = usePage(slug);
  const notFound = pageQuery.isError && isPageNotFound(pageQuery.error);
  usePageTitle(pageQuery.data?.title ?? (notFound ? 'Página não encontrada' : null), pageQuery.data?.description);

  if (pageQuery.isPending) return <PageSpinner />;
  if (pageQuery.isError) {
    if (notFound) return <PageNotFound />;
    return <PageLoadError message={pageQuery.error.message} onRetry={() => void pageQuery.refetch()} isRetrying={pageQuery.isFetching} />;
  }
  return <ContentPageView page={pageQuery.data}>{pageQuery.data.slug === 'contato' && <ContactForm />}</ContentPageView>;
}
