import type { RouteAccess } from '@passarela/shared';
import { cookieHeader, createAccount, getSession, signIn } from '../../test-support/accounts.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { createAuthRepository } from '../../modules/auth/index.ts';

// A photographer too: the shoots routes (issue 27) are hers alone.
export const roles = ['guest', 'model', 'contractor', 'photographer', 'admin'] as const;
export type Role = (typeof roles)[number];
type SignedInRole = Exclude<Role, 'guest'>;

interface Actor {
  email: string;
  password: string;
  cookie: string;
  userId: string;
}

const nonModel = { model_type: undefined, model_physical_type: undefined, gender: undefined, model_characteristics: [], work_interests: [] };

/** Whether the route's declared access lets this role through to validation and the handler. */
export function mayCall(access: RouteAccess, role: Role): boolean {
  if (access === 'public') return true;
  if (role === 'guest') return false;
  return access === 'user' || access.includes(role);
}

/**
 * Real accounts with real session cookies, one per role. Emails are confirmed so routes that need
 * a confirmed email (route-access.ts) let the fuzz cases through to their validation.
 */
export async function createActors(t: TestApp) {
  const actors = new Map<SignedInRole, Actor>();
  const repository = createAuthRepository(t.database.db);

  async function create(role: SignedInRole) {
    const account = await createAccount(t.app, role === 'contractor' || role === 'photographer' ? { userType: role, ...nonModel } : {});
    if (role === 'admin') await repository.makeAdmin(account.user.id);
    else await repository.markEmailVerified(account.user.id);
    actors.set(role, { email: account.email, password: account.password, cookie: account.cookie, userId: account.user.id });
  }

  for (const role of ['model', 'contractor', 'photographer', 'admin'] as const) await create(role);

  return {
    cookie(role: Role): string | undefined {
      return role === 'guest' ? undefined : actors.get(role)?.cookie;
    },
    /**
     * Fuzz cases may end a session (sign-out, sign-out-everywhere), suspend or retype an actor (the
     * admin routes get real user ids) or delete it: after any accepted state change, each actor is
     * checked and signed in again, or made anew when its account is gone or changed.
     */
    async restore(): Promise<string[]> {
      const renewed: string[] = [];
      for (const [role, actor] of actors) {
        const session = (await getSession(t.app, actor.cookie)).json<{ user?: { id: string; user_type?: string } | null }>();
        if (session.user?.id === actor.userId && session.user.user_type === role) continue;
        const res = await signIn(t.app, actor.email, actor.password);
        const user = res.statusCode === 200 ? res.json<{ user: { id: string; user_type: string } }>().user : undefined;
        if (user?.id === actor.userId && user.user_type === role) {
          actor.cookie = cookieHeader(res);
          renewed.push(`${role}: signed in again`);
        } else {
          await create(role);
          renewed.push(`${role}: account made anew (sign-in answered ${res.statusCode})`);
        }
      }
      return renewed;
    },
  };
}

export type Actors = Awaited<ReturnType<typeof createActors>>;
