import type { UserType } from '@passarela/shared';

/**
 * Someone a test acts as: every helper that makes a person (createAccount, createPerson,
 * createSignedInPerson) answers this one shape. `headers` is how a request acts as them: the test
 * header for createPerson (quick, no session), their session cookie otherwise.
 */
export interface TestPerson {
  id: string;
  slug: string;
  type: UserType;
  name: string;
  email: string;
  password: string;
  phone: string;
  /** The session cookie the sign-up set, as a browser would send it back. */
  cookie: string;
  headers: Record<string, string>;
  /** The user as the sign-up answered it. */
  user: { id: string; profile_slug: string; profile_image_url: string };
  /** The sign-up body that was sent. */
  data: Record<string, unknown>;
}
