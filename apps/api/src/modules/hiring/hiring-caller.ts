import type { SessionUser } from '../../plugins/route-access.ts';

/** Who sends proposals and answers applications: contractors, photographers and admins. */
export const hirers = ['contractor', 'photographer', 'admin'] as const;

/** The signed-in user a hiring service acts for (from requireSessionUser, never the body). */
export type HiringCaller = SessionUser;
