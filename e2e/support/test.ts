import { type APIRequestContext, test as base, expect, request as playwrightRequest } from '@playwright/test';
import { type AccountType, type TestAccount, signUp } from './accounts.ts';

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

interface SharedAccounts {
  /** One account per type and worker, made on first use; its session cookie is reused by every test. */
  get(userType: AccountType): Promise<{ account: TestAccount; state: StorageState }>;
}

/**
 * Playwright's `test` with `signInAs(userType)`: signs the test's browser context in as an account
 * of that type. The server limits sign-ups to 10 per IP and hour (docs/security.md #3) and every
 * test comes from 127.0.0.1, so tests share accounts: one per type and worker, signed in once.
 * Tests that end sessions or change passwords make their own account instead (accounts.ts).
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
              const account = await signUp(baseURL, userType, { request: context });
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
      await context.addCookies(state.cookies);
      return account;
    });
  },
});

export { expect };
