import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eAdmin } from './support/e2e-admin.ts';

// E2E_PORT and WEB_DIST_DIR let two runs (say, two developers' branches) share a machine.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh embedded database per run. (Workers re-evaluate this file, but only the main process
// starts the web server, so the value it computes is the one used.)
const dataDir = path.join(os.tmpdir(), `passarela-e2e-${Date.now()}`);
// The server's log goes to a file, not the console (it would flood the test output); the global
// teardown (support/server-log-check.ts) searches it for personal data once every journey ran.
const serverLogFile = path.join(dataDir, 'server.log');

/**
 * End-to-end tests against the real server (apps/api) serving the built web app (apps/web/dist,
 * built by the root `npm run e2e`). Chromium comes from Debian: browsers are never downloaded.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // CI machines can be much slower than a laptop (two cores shared by the server, two browsers
  // and the test runner; seen: a dashboard taking 12 s to show its tab there): assertions wait up
  // to 20 s on CI and 10 s elsewhere for the page to get there.
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  // The same reason: a whole test may take a minute there before it counts as stuck.
  timeout: process.env.CI ? 60_000 : 30_000,
  forbidOnly: Boolean(process.env.CI),
  globalTeardown: './support/server-log-check.ts',
  metadata: { serverLogFile },
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace (with its screencast) for every test costs CPU the server and the
    // browsers need on a two-core machine: record only when a test is retried, as a failed one is.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Admin tests change site-wide settings and pages: they run after everything else, one at a
  // time (turning every payment method off once failed a withdrawal test's top-up running beside it).
  // README_SCREENSHOTS=1 (npm run screenshots) runs only the README's screenshots instead.
  projects: process.env.README_SCREENSHOTS
    ? [{ name: 'screenshots', testDir: './screenshots', workers: 1 }]
    : [
        { name: 'main', testIgnore: /tests\/admin\// },
        { name: 'admin', testMatch: /tests\/admin\/.*\.spec\.ts/, dependencies: ['main'], workers: 1 },
      ],
  webServer: {
    // The first admin is made with the README's command before the server takes the database.
    command: [
      `mkdir -p ${JSON.stringify(dataDir)}`,
      `node --import tsx ../apps/api/src/cli/admin-create.ts --email ${e2eAdmin.email} --password ${e2eAdmin.password} --name '${e2eAdmin.name}'`,
      // The compiled server, as `npm start` runs it (the root `npm run e2e` builds it first).
      `node ../apps/api/dist/server.js > ${JSON.stringify(serverLogFile)}`,
    ].join(' && '),
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // Migrations, the first admin and 200 demo people: slow on a loaded two-core machine.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      // The browser talks to 127.0.0.1, so that is the site's origin (auth checks Origin headers).
      PUBLIC_URL: baseURL,
      // Every request is logged, so the teardown sees what a production server at info would write.
      LOG_LEVEL: 'info',
      // Every browser here signs up from 127.0.0.1; the limits themselves are proven by the API tests.
      RATE_LIMIT_SCALE: '100',
      // 200 demo people of seed 1, so the lists have content; tests/discovery recomputes them
      // with the same generator to know exactly what a filter must show.
      SEED_DEMO: 'true',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
