import { Navigate, type RouteObject, createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { FullPageSpinner } from '../components/ui/page-spinner.tsx';
import { RequireAuth } from '../features/auth/require-auth.tsx';
import { MainLayoutRoute } from './routes/layouts/main-layout-route.tsx';
import { MinimalLayoutRoute } from './routes/layouts/minimal-layout-route.tsx';
import { RootRoute } from './routes/layouts/root-route.tsx';
import { RouteErrorFallback } from './routes/layouts/route-error-fallback.tsx';

/**
 * The spec's route table. Layouts are eager (the shell paints at once); every page is a lazy
 * chunk exporting `Component`. HydrateFallback covers the first page download.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    errorElement: <RouteErrorFallback />,
    HydrateFallback: FullPageSpinner,
    children: [
      {
        Component: MainLayoutRoute,
        children: [
          { index: true, lazy: () => import('./routes/public/home.tsx') },
          { path: 'cadastro', lazy: () => import('./routes/public/register.tsx') },
          { path: 'modelos', lazy: () => import('./routes/public/models.tsx') },
          { path: 'contratantes', lazy: () => import('./routes/public/contractors.tsx') },
          { path: 'vagas', lazy: () => import('./routes/public/jobs.tsx') },
          { path: 'vagas/:jobId', lazy: () => import('./routes/public/job.tsx') },
          { path: 'perfil', lazy: () => import('./routes/public/profile.tsx') },
          { path: 'perfil/:profileSlug', lazy: () => import('./routes/public/profile.tsx') },
          { path: 'precos', lazy: () => import('./routes/public/pricing.tsx') },
          {
            element: <RequireAuth />,
            children: [
              { path: 'dashboard', lazy: () => import('./routes/dashboard/dashboard.tsx') },
              { path: 'favoritos', lazy: () => import('./routes/dashboard/favorites.tsx') },
            ],
          },
          {
            element: <RequireAuth roles={['admin']} />,
            children: [
              { path: 'testepagamento', lazy: () => import('./routes/admin/payment-test.tsx') },
              { path: 'admin', lazy: () => import('./routes/admin/admin.tsx') },
            ],
          },
          // Catch-all for one segment: content pages from the API (/termos, /precos, ...).
          { path: ':slug', lazy: () => import('./routes/public/content-page.tsx') },
        ],
      },
      {
        Component: MinimalLayoutRoute,
        children: [
          { path: 'criar-modelo', lazy: () => import('./routes/public/create-model.tsx') },
          { path: 'esqueci-senha', lazy: () => import('./routes/public/forgot-password.tsx') },
          { path: 'redefinir-senha', lazy: () => import('./routes/public/reset-password.tsx') },
          { path: 'responsavel/confirmar', lazy: () => import('./routes/public/guardian-consent.tsx') },
        ],
      },
      // Spec: any other path redirects to /.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const router = createBrowserRouter(appRoutes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
