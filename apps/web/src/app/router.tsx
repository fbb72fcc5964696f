import { type HydrationState, type LazyRouteFunction, Navigate, type RouteObject, createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { FullPageSpinner } from '../components/ui/page-spinner.tsx';
import { RequireAuth } from '../features/auth/require-auth.tsx';
import { MainLayoutRoute } from './routes/layouts/main-layout-route.tsx';
import { MinimalLayoutRoute } from './routes/layouts/minimal-layout-route.tsx';
import { RootRoute } from './routes/layouts/root-route.tsx';
import { RouteErrorFallback } from './routes/layouts/route-error-fallback.tsx';

/**
 * The route table of docs/product.md "Spec 2". Layouts are eager (the shell paints at once); every page is a lazy
 * chunk exporting `Component`. HydrateFallback covers the first page download when the server sent
 * the shell only. Pages whose handle says `serverRendered` arrive rendered in the HTML
 * (app/ssr/render-page.tsx): the public pages a phone opens from a shared link.
 */
export interface RouteHandle {
  /** Rendered on the server for guests (app/ssr/render-page.tsx). */
  serverRendered?: boolean;
  /**
   * The page's source module, as the build manifest names it: the server tells the browser to
   * fetch its chunk with the HTML, so the page is taken over without waiting for main.js to ask.
   */
  module?: string;
}

/** A public page rendered on the server; `module` must be the file `load` imports (router.test.ts checks). */
function serverRenderedPage(module: string, load: LazyRouteFunction<RouteObject>): Pick<RouteObject, 'lazy' | 'handle'> {
  return { lazy: load, handle: { serverRendered: true, module } satisfies RouteHandle };
}

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
          { index: true, ...serverRenderedPage('src/app/routes/public/home.tsx', () => import('./routes/public/home.tsx')) },
          { path: 'cadastro', lazy: () => import('./routes/public/register.tsx') },
          { path: 'modelos', ...serverRenderedPage('src/app/routes/public/models.tsx', () => import('./routes/public/models.tsx')) },
          { path: 'contratantes', ...serverRenderedPage('src/app/routes/public/contractors.tsx', () => import('./routes/public/contractors.tsx')) },
          { path: 'vagas', ...serverRenderedPage('src/app/routes/public/jobs.tsx', () => import('./routes/public/jobs.tsx')) },
          { path: 'vagas/:jobId', ...serverRenderedPage('src/app/routes/public/job.tsx', () => import('./routes/public/job.tsx')) },
          { path: 'ensaios', ...serverRenderedPage('src/app/routes/public/shoots.tsx', () => import('./routes/public/shoots.tsx')) },
          { path: 'ensaios/:packageId', ...serverRenderedPage('src/app/routes/public/shoot-package.tsx', () => import('./routes/public/shoot-package.tsx')) },
          { path: 'perfil', lazy: () => import('./routes/public/profile.tsx') },
          { path: 'perfil/:profileSlug', ...serverRenderedPage('src/app/routes/public/profile.tsx', () => import('./routes/public/profile.tsx')) },
          { path: 'precos', ...serverRenderedPage('src/app/routes/public/pricing.tsx', () => import('./routes/public/pricing.tsx')) },
          {
            element: <RequireAuth />,
            children: [
              { path: 'dashboard', lazy: () => import('./routes/dashboard/dashboard.tsx') },
              { path: 'favoritos', lazy: () => import('./routes/dashboard/favorites.tsx') },
              {
                // The list stays mounted beside the open thread (wide screens) while threads change.
                path: 'mensagens',
                lazy: () => import('./routes/conversations/messages-layout.tsx'),
                children: [
                  { index: true, lazy: () => import('./routes/conversations/no-conversation-open.tsx') },
                  { path: ':conversationId', lazy: () => import('./routes/conversations/conversation-page.tsx') },
                ],
              },
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
          { path: ':slug', ...serverRenderedPage('src/app/routes/public/content-page.tsx', () => import('./routes/public/content-page.tsx')) },
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

/** The browser's router; `hydrationData` is the server renderer's, when the page arrived rendered. */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(appRoutes, { hydrationData });
}

export function AppRouter({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return <RouterProvider router={router} />;
}
