/**
 * The web app's fixed pages (apps/web/src/app/router.tsx declares the same), so the server can
 * answer HTTP 404 for a path no page shows instead of 200 with a "not found" screen. Besides these,
 * the app has /vagas/:jobId, /ensaios/:packageId, /perfil/:profileSlug and one-segment content pages (/:slug), which
 * exist only when the job, profile or published page does, and /mensagens/:conversationId, a
 * signed-in page whose thread only its two people may know exists.
 */
export const appPagePaths = [
  '/',
  '/cadastro',
  '/modelos',
  '/contratantes',
  '/vagas',
  '/ensaios',
  '/perfil',
  '/precos',
  '/dashboard',
  '/favoritos',
  '/mensagens',
  '/testepagamento',
  '/admin',
  '/criar-modelo',
  '/esqueci-senha',
  '/redefinir-senha',
  '/responsavel/confirmar',
] as const;
