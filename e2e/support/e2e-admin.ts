/**
 * The admin of the e2e server, made before the server starts by the README's own command
 * (`admin:create`, see playwright.config.ts), so the tests sign in as a real admin.
 */
export const e2eAdmin = {
  email: 'admin-e2e@passarela.test',
  password: 'passarela-e2e-admin-2026',
  name: 'Admin Passarela',
} as const;
