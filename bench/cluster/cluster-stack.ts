import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, type StartedProcess, startProcess, waitUntil } from './child-processes.ts';
import type { MailInbox } from './mail-inbox.ts';
import { serverStartFlags } from '../server-start-flags.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The production balancer configuration, the one the README documents. */
export const haproxyConfig = path.join(repoRoot, 'deploy/haproxy.cfg');
/** The compiled server, as `npm start` runs it; BENCH_CLUSTER_SERVER names another build to compare. */
// A relative path is from where `npm run` was typed (npm runs the script in bench/).
const serverScript = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.BENCH_CLUSTER_SERVER || path.join(repoRoot, 'apps/api/dist/server.js'));
const s3rverBin = path.join(repoRoot, 'node_modules/s3rver/bin/s3rver.js');
const BUCKET = 'passarela-cluster';

/** A self-signed certificate for 127.0.0.1 (HAProxy's PEM: chain then key); clients trust exactly it. */
function makeCertificate(dir: string): { pemFile: string; ca: Buffer } {
  const key = path.join(dir, 'tls-key.pem');
  const cert = path.join(dir, 'tls-cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const pemFile = path.join(dir, 'haproxy.pem');
  writeFileSync(pemFile, Buffer.concat([readFileSync(cert), readFileSync(key)]), { mode: 0o600 });
  return { pemFile, ca: readFileSync(cert) };
}

async function answers(url: string, init?: RequestInit): Promise<boolean> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(2_000) });
  return res.ok;
}

/** One app instance: `node apps/api/dist/server.js` with the production environment of the README. */
export interface AppInstance {
  name: string;
  port: number;
  process: StartedProcess | undefined;
  start(): Promise<void>;
  /** `kill -9`: no shutdown, requests in flight are cut. */
  kill(): void;
}

export interface ClusterStack {
  /** https://127.0.0.1:<port>, HAProxy's TLS address. */
  publicUrl: string;
  ca: Buffer;
  instances: AppInstance[];
  haproxy: StartedProcess;
  logDir: string;
}

/** The production environment every instance gets (README "Running in production", "Environment"). */
function instanceEnvironment(options: {
  port: number;
  publicUrl: string;
  databaseUrl: string;
  dataDir: string;
  s3Port: number;
  smtpUrl: string;
  authSecret: string;
}) {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    PUBLIC_URL: options.publicUrl,
    DATABASE_URL: options.databaseUrl,
    AUTH_SECRET: options.authSecret,
    // Shared by the instances, as a network volume would be: the sandbox payment provider keeps its payments there.
    DATA_DIR: options.dataDir,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${options.s3Port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PUBLIC_URL: `http://127.0.0.1:${options.s3Port}/${BUCKET}`,
    S3_PRIVATE_BUCKET: `${BUCKET}-private`,
    SMTP_URL: options.smtpUrl,
    SMTP_FROM: 'Passarela <nao-responda@passarela.app>',
    LOG_LEVEL: 'warn',
  };
}

/** Starts the S3 server, two instances and HAProxy in front of them, on free local ports. */
export async function startClusterStack(options: { workDir: string; databaseUrl: string; inbox: MailInbox; instanceCount: number }): Promise<ClusterStack> {
  const logDir = path.join(options.workDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const dataDir = path.join(options.workDir, 'data');
  mkdirSync(dataDir, { recursive: true });
  const s3Dir = path.join(options.workDir, 's3');
  mkdirSync(s3Dir, { recursive: true });

  const s3Port = await freePort();
  const s3 = startProcess(
    process.execPath,
    [s3rverBin, '-d', s3Dir, '-a', '127.0.0.1', '-p', String(s3Port), '--silent', '--configure-bucket', BUCKET, '--configure-bucket', `${BUCKET}-private`],
    {
      env: { PATH: process.env.PATH },
      logFile: path.join(logDir, 's3rver.log'),
    },
  );
  await waitUntil(
    'S3 server',
    async () => (await fetch(`http://127.0.0.1:${s3Port}/${BUCKET}`, { method: 'HEAD' })).status < 500,
    20_000,
    () => s3.child.exitCode !== null,
  );

  const httpsPort = await freePort();
  const publicUrl = `https://127.0.0.1:${httpsPort}`;
  const authSecret = randomBytes(32).toString('hex');
  const instances: AppInstance[] = [];
  for (let i = 1; i <= options.instanceCount; i += 1) {
    const port = await freePort();
    const env = instanceEnvironment({ port, publicUrl, databaseUrl: options.databaseUrl, dataDir, s3Port, smtpUrl: options.inbox.smtpUrl, authSecret });
    const instance: AppInstance = {
      name: `app${i}`,
      port,
      process: undefined,
      async start() {
        const started = startProcess(process.execPath, [...serverStartFlags(), serverScript], {
          env,
          logFile: path.join(logDir, `app${i}.log`),
          cwd: repoRoot,
        });
        instance.process = started;
        await waitUntil(
          `app${i}`,
          () => answers(`http://127.0.0.1:${port}/api/health/ready`),
          60_000,
          () => started.child.exitCode !== null || started.child.signalCode !== null,
        );
      },
      kill() {
        instance.process?.child.kill('SIGKILL');
      },
    };
    instances.push(instance);
  }
  // The first start applies nothing (the database was migrated once before); both start together.
  await Promise.all(instances.map((instance) => instance.start()));

  const { pemFile, ca } = makeCertificate(options.workDir);
  const httpPort = await freePort();
  const haproxy = startProcess('haproxy', ['-db', '-f', haproxyConfig], {
    env: {
      PATH: process.env.PATH,
      PASSARELA_HTTPS_BIND: `127.0.0.1:${httpsPort}`,
      PASSARELA_HTTP_BIND: `127.0.0.1:${httpPort}`,
      PASSARELA_TLS_CERT: pemFile,
      PASSARELA_APP1: `127.0.0.1:${instances[0]?.port}`,
      PASSARELA_APP2: `127.0.0.1:${instances[1]?.port}`,
    },
    logFile: path.join(logDir, 'haproxy.log'),
  });
  await waitUntil(
    'HAProxy',
    async () => (await fetch(`http://127.0.0.1:${httpPort}/api/health`, { redirect: 'manual' })).status === 301,
    20_000,
    () => haproxy.child.exitCode !== null,
  );
  return { publicUrl, ca, instances, haproxy, logDir };
}
