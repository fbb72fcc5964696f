/** better-auth's session cookie, plain or with the __Secure- prefix it takes behind HTTPS. */
const sessionCookie = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * Whether a request carries a session cookie (valid or not: only the session check can tell).
 * Pages are rendered on the server for guests only; a signed-in visitor's browser renders them
 * with her own state, as before.
 */
export function carriesSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && sessionCookie.test(cookieHeader);
}
