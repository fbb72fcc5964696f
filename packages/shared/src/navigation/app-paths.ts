/**
 * The web app's fixed pages (apps/web/src/app/router.tsx declares the same), so the server can
 * answer HTTP 404 for a path no page shows instead of 200 with a "not found" screen. Besides these,
 * the app has /vagas/:jobId, /perfil/:profileSlug and one-segment content pages (/:slug), which
 * exist only when the job, profile or published page does.
 */
export const appPagePaths = [
  '/',
  '/cadastro',
  '/modelos',
  '/contratantes',
  '/vagas',
  '/perfil',
  '/precos',
  '/dashboard',
  '/favoritos',
  '/testepagamento',
  '/admin',
  '/criar-modelo',
  '/esqueci-senha',
  '/redefinir-senha',
  '/responsavel/confirmar',
] as const;
