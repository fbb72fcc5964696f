import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type BrowserContext, type Page, test as base, expect, request as playwrightRequest } from '@playwright/test';

const fixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/account');
export const profilePhotoPath = path.join(fixturesDir, 'profile-photo.jpg');
export const newProfilePhotoPath = path.join(fixturesDir, 'new-profile-photo.jpg');

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
/** Unique per worker and run: tests share one server and database. */
function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`;
}

const firstNames: Record<AccountType, [string, string]> = {
  model: ['Ana', 'Souza'],
  contractor: ['Carlos', 'Mendes'],
  photographer: ['Fernanda', 'Lima'],
};

/**
 * Creates an account through the real sign-up endpoint (multipart, like the wizard). Called with
 * `page.request`, the session cookie lands in the page's browser context: the page is signed in.
 */
export async function signUp(request: APIRequestContext, baseURL: string, userType: AccountType): Promise<TestAccount> {
  const [firstName, lastName] = firstNames[userType];
  const email = uniqueEmail(userType);
  const password = `senha-de-teste-${Math.random().toString(36).slice(2, 10)}`;
  const data = {
    userType,
    first_name: firstName,
    last_name: lastName,
    email,
    password,
    phone: '(11) 98765-4321',
    city: 'Campinas',
    state: 'SP',
    instagram_handle_raw: `@${firstName.toLowerCase()}.teste`,
    ...(userType === 'model'
      ? { gender: 'feminino', model_type: 'morena', model_physical_type: 'fitness', model_characteristics: ['alta'], work_interests: ['catalogo', 'passarela'] }
      : {}),
    acceptedTerms: true,
  };
  const response = await request.post('/api/auth/sign-up', {
    headers: { origin: baseURL },
    multipart: {
      data: JSON.stringify(data),
      photo: { name: 'perfil.jpg', mimeType: 'image/jpeg', buffer: readFileSync(profilePhotoPath) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { user: { profile_slug: string; name: string } };
  return { email, password, firstName, lastName, name: body.user.name, userType, slug: body.user.profile_slug };
}

/** Signs in through the API (Origin header required); with `page.request` the browser gets the cookie. */
export async function signInByApi(request: APIRequestContext, baseURL: string, email: string, password: string) {
  return request.post('/api/auth/sign-in', { headers: { origin: baseURL }, data: { email, password } });
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

export async function blockThirdParties(page: Page): Promise<void> {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
}

export function toastItems(page: Page) {
  return page.locator('li[data-variant]');
}

export const loginDialogTitle = 'Bem-vindo(a) de volta!';

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

interface SharedAccounts {
  /** One account per type and worker, made on first use; its session cookie is reused by every test. */
  get(userType: AccountType): Promise<{ account: TestAccount; state: StorageState }>;
}

/**
 * The server limits sign-ups to 10 per IP and hour (docs/security.md #3) and every test comes from
 * 127.0.0.1, so tests share accounts: one per type and worker, signed in once. Tests that end
 * sessions or change passwords make their own account instead.
 */
export const test = base.extend<{ signInAs: (userType: AccountType) => Promise<TestAccount> }, { sharedAccounts: SharedAccounts }>({
  sharedAccounts: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
    // oxlint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      const contexts: APIRequestContext[] = [];
      const cache = new Map<AccountType, Promise<{ account: TestAccount; state: StorageState }>>();
      await use({
        get(userType) {
          let entry = cache.get(userType);
          if (!entry) {
            entry = (async () => {
              const context = await playwrightRequest.newContext({ baseURL });
              contexts.push(context);
              const account = await signUp(context, baseURL, userType);
              return { account, state: await context.storageState() };
            })();
            cache.set(userType, entry);
          }
          return entry;
        },
      });
      await Promise.all(contexts.map((context) => context.dispose()));
    },
    { scope: 'worker' },
  ],
  signInAs: async ({ context, sharedAccounts }, use) => {
    await use(async (userType) => {
      const { account, state } = await sharedAccounts.get(userType);
      await addCookies(context, state);
      return account;
    });
  },
});

async function addCookies(context: BrowserContext, state: StorageState) {
  await context.addCookies(state.cookies);
}

export { expect };
