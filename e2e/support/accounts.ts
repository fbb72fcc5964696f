import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Page, expect, request as playwrightRequest } from '@playwright/test';
import { profilePhotoPath } from './photos.ts';

/** Accounts through the API: signing up, signing in, and the emails the server sends them. */

export type AccountType = 'model' | 'contractor' | 'photographer';

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  name: string;
  userType: AccountType;
  slug: string;
}

let counter = 0;
/** A fresh address per call, unique per worker and run: tests share one server and database, never an account. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** A password that is not in the common-password list. */
export const strongPassword = 'passarela-ensaio-na-praia-42';

const defaultNames: Record<AccountType, [string, string]> = {
  model: ['Ana', 'Souza'],
  contractor: ['Carlos', 'Mendes'],
  photographer: ['Fernanda', 'Lima'],
};

/** What a model answers in the wizard's appearance and interests steps. */
const defaultModelFields = {
  gender: 'feminino',
  model_type: 'morena',
  model_physical_type: 'fitness',
  model_characteristics: ['alta'],
  work_interests: ['catalogo', 'passarela'],
};

export interface SignUpOptions {
  /**
   * The API context that keeps the new session: a page's `page.request` signs that page in. Without
   * it the account is made from a context of its own, and nobody is signed in.
   */
  request?: APIRequestContext;
  /** Sign-up fields (the API's names: first_name, city, state, instagram_handle_raw, model_type...) over the type's defaults. */
  overrides?: Record<string, unknown>;
}

/**
 * Creates an account through the real sign-up endpoint (multipart, as the wizard sends it, with the
 * Origin header the server requires): an 'Ana Souza', 'Carlos Mendes' or 'Fernanda Lima' in
 * Campinas/SP with a real portrait, unless `overrides` says otherwise.
 */
export async function signUp(baseURL: string, userType: AccountType, options: SignUpOptions = {}): Promise<TestAccount> {
  const [firstName, lastName] = defaultNames[userType];
  const data = {
    userType,
    first_name: firstName,
    last_name: lastName,
    email: uniqueEmail(userType),
    password: strongPassword,
    phone: '(11) 98765-4321',
    city: 'Campinas',
    state: 'SP',
    instagram_handle_raw: `@${firstName.toLowerCase()}.teste`,
    ...(userType === 'model' ? defaultModelFields : {}),
    acceptedTerms: true,
    ...options.overrides,
  };
  const request = options.request ?? (await playwrightRequest.newContext({ baseURL }));
  try {
    const response = await request.post('/api/auth/sign-up', {
      headers: { origin: baseURL },
      multipart: {
        data: JSON.stringify(data),
        photo: { name: 'perfil.jpg', mimeType: 'image/jpeg', buffer: readFileSync(profilePhotoPath) },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const body = (await response.json()) as { user: { profile_slug: string; name: string } };
    return {
      email: data.email,
      password: data.password,
      firstName: data.first_name,
      lastName: data.last_name,
      name: body.user.name,
      userType,
      slug: body.user.profile_slug,
    };
  } finally {
    if (!options.request) await request.dispose();
  }
}

/** Signs in through the API (Origin header required); with `page.request` the browser gets the cookie. */
export async function signInByApi(request: APIRequestContext, baseURL: string, email: string, password: string) {
  return request.post('/api/auth/sign-in', { headers: { origin: baseURL }, data: { email, password } });
}

/** The session as the page's own cookies see it. */
export async function sessionInPage(
  page: Page,
): Promise<{ user: { email: string; user_type: string; profile_slug: string | null; profile_image_url: string | null } | null }> {
  return page.evaluate(async () => (await fetch('/api/auth/session')).json());
}

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

/** The newest email to `to` whose text holds a link matching `linkPattern`, polled (emails are sent in the background). */
export async function linkFromOutbox(request: APIRequestContext, to: string, linkPattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/outbox');
        if (!response.ok()) return undefined;
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        for (const message of messages.filter((m) => m.to.toLowerCase() === to.toLowerCase())) {
          const match = linkPattern.exec(message.text);
          if (match) {
            link = match[0];
            return link;
          }
        }
        return undefined;
      },
      { timeout: 15_000, message: `email to ${to} with ${linkPattern}` },
    )
    .toBeTruthy();
  return link as string;
}

/** The path and query of an absolute link (the server builds them from PUBLIC_URL, the test's own origin). */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Someone signed up with a confirmed email, and the API context that holds their session. */
export interface Person {
  account: TestAccount;
  api: APIRequestContext;
}

/**
 * Signs up a model, contractor or photographer through the API and confirms the email from the outbox. With
 * `sendOrigin`, every request of `api` carries the site's origin (else each state-changing call
 * passes it itself); `overrides` as in `signUp`.
 */
export async function person(
  baseURL: string,
  type: AccountType,
  options: { sendOrigin?: boolean; overrides?: SignUpOptions['overrides'] } = {},
): Promise<Person> {
  const api = await playwrightRequest.newContext(options.sendOrigin ? { baseURL, extraHTTPHeaders: { origin: baseURL } } : { baseURL });
  const account = await signUp(baseURL, type, { request: api, overrides: options.overrides });
  const link = await linkFromOutbox(api, account.email, /https?:\/\/\S+\/api\/auth\/verify-email\?token=[^\s"<]+/);
  const verified = await api.get(pathOf(link), { maxRedirects: 0 });
  expect(verified.status()).toBeLessThan(400);
  return { account, api };
}
