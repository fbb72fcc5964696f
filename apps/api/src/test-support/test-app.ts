import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { UserType } from '@passarela/shared';
import { afterAll } from 'vitest';
import { type AppDependencies, buildApp } from '../app.ts';
import type { AppInstance } from '../app-instance.ts';
import { type AppConfig, loadConfig } from '../config/env.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { SessionUser } from '../plugins/route-access.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * Header a test sets to act as a user without signing up (quick role checks); only this helper
 * honours it. Tests of accounts themselves use real sign-up and sign-in cookies.
 */
export const TEST_USER_HEADER = 'x-test-user';

export function actAs(userType: UserType, id = `test-${userType}`): Record<string, string> {
  return { [TEST_USER_HEADER]: JSON.stringify({ id, userType } satisfies SessionUser), origin: TEST_ORIGIN };
}

export interface TestApp {
  app: AppInstance;
  database: DatabaseHandle;
  logs: string[];
  config: AppConfig;
  /**
   * Waits until every job the app enqueued so far has run (emails sent, files removed): call it
   * before looking at what a job does, e.g. that an email went out, or did not.
   */
  drainJobs(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Tests do not wait out production's polling: a retry or a job for later is looked for twice a
 * second. Each test app has its own queue (pg-boss schema) unless a test names one: two apps on
 * one database with different mailers must not send each other's emails.
 */
export function testJobQueue(): { pollingIntervalSeconds: number; notifyPollingIntervalSeconds: number; schema: string } {
  return { pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 0.5, schema: `jobs_${randomBytes(5).toString('hex')}` };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  deps?: AppDependencies;
  database?: DatabaseHandle;
  /** Registers extra routes (test-only ones) before the app is ready. */
  beforeReady?: (app: AppInstance) => Promise<void> | void;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'info', WEB_DIST_DIR: path.join(dataDir, 'no-web-build'), ...options.env });
  const ownsDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const app = await buildApp(config, {
    database,
    logStream,
    resolveSession: async (request) => {
      const header = request.headers[TEST_USER_HEADER];
      return typeof header === 'string' ? (JSON.parse(header) as SessionUser) : null;
    },
    ...options.deps,
    jobQueue: { ...testJobQueue(), ...options.deps?.jobQueue },
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    logs,
    config,
    drainJobs: () => app.services.jobs.drain(),
    async close() {
      await app.close();
      if (ownsDatabase) await database.close();
    },
  };
}

/**
 * A test app for a whole test file: opened as the file loads (`await` it at the file's top level,
 * so the tests read `t` as a constant) and closed after the file's last test.
 */
export async function openTestAppForFile(options: TestAppOptions = {}): Promise<TestApp> {
  const t = await createTestApp(options);
  afterAll(() => t.close());
  return t;
}
