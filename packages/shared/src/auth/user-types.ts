/** Account types; admin is never self-selectable at sign-up. */
export const userTypes = ['model', 'contractor', 'photographer', 'admin'] as const;
export type UserType = (typeof userTypes)[number];
export const selfSelectableUserTypes = ['model', 'contractor', 'photographer'] as const;

/**
 * Who may call a route: anyone, any signed-in user, or signed-in users of the listed types.
 * Declared on every API route (docs/security.md #8).
 */
export type RouteAccess = 'public' | 'user' | readonly UserType[];
