import { createHmac } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './api-package-root.ts';
import { loadOrCreateSecrets } from './secrets.ts';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';
import { type StorageConfig, storageConfigFrom, storageConfigProblems, storageEnvShape } from './storage-config.ts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Like booleanFromEnv, but unset stays undefined, for a default that depends on other variables. */
const optionalBooleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|memory:\/\/$)/, 'use postgres://… (or memory:// for a throw-away embedded database)')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  /**
   * `true`: browsers reach the site over HTTPS at a proxy in front, which talks plain HTTP to this
   * server. Only then may production run with an http:// PUBLIC_URL.
   */
  TLS_TERMINATED_BY_PROXY: booleanFromEnv,
  /** Which peers may set X-Forwarded-For (config/trust-proxy.ts); unset: the private ranges in production. */
  TRUST_PROXY: z.string().max(2000).optional(),
  /** Extra origins allowed to send state-changing requests (comma-separated), e.g. the Vite dev server. */
  TRUSTED_ORIGINS: z.string().optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  API_DOCS: booleanFromEnv,
  /**
   * The first start of an empty database adds the demo marketplace (db/demo). Unset: on in
   * development (a newcomer's first `npm run dev` shows a living site), off in test and production.
   */
  SEED_DEMO: optionalBooleanFromEnv,
  /**
   * Multiplies every rate limit (docs/security.md #3). 1 in real use; the end-to-end suite raises it
   * because all its browsers sign up from 127.0.0.1, which the real limits rightly treat as one person.
   */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(10_000).default(1),
  /**
   * Outgoing mail server, e.g. smtps://user:pass@smtp.example.com:465 or
   * smtp://user:pass@smtp.example.com:587 (STARTTLS). Unset: emails go to the dev outbox.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'use smtp://user:pass@host:587 or smtps://user:pass@host:465')
    .optional(),
  /** The From of every email, e.g. `Passarela <nao-responda@passarela.app>`; required with SMTP_URL. */
  SMTP_FROM: z.string().min(3).max(200).optional(),
  /**
   * Mercado Pago credentials (docs/payments.md): all three or none. None: the local sandbox provider
   * takes payments, so the whole flow runs offline (also allowed in production, see README).
   */
  MERCADOPAGO_ACCESS_TOKEN: z.string().min(1).optional(),
  MERCADOPAGO_PUBLIC_KEY: z.string().min(1).optional(),
  MERCADOPAGO_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Only for tests and local stand-ins: the API the SDK talks to instead of https://api.mercadopago.com. */
  MERCADOPAGO_API_URL: z.url().optional(),
  /**
   * How long a payment is left untouched before reconciliation re-reads it from the provider
   * (modules/payments/payment-reconciliation.ts). It must exceed the longest a payment request can
   * still be waiting for the provider (Mercado Pago: 3 tries of 10 s plus back-off, about 35 s), so
   * production refuses less than 60; tests of a crash set it low.
   */
  PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /**
   * After SIGTERM, how long the server keeps accepting while /api/health/ready answers 503, so a
   * balancer polling it stops sending before the port closes (server.ts). Unset: 5 in production
   * (a balancer checking every 2 s marks the instance down after two failures), 0 elsewhere.
   */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(120).optional(),
  ...storageEnvShape,
});

export type AppEnvironment = z.infer<typeof envSchema>['NODE_ENV'];

export interface AppConfig {
  env: AppEnvironment;
  port: number;
  host: string;
  dataDir: string;
  /** Absent: embedded PGlite in DATA_DIR. `memory://`: embedded and throw-away (tests). */
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Whose X-Forwarded-For names the client (Fastify's trustProxy): TRUST_PROXY, see trust-proxy.ts. */
  trustProxy: TrustProxy;
  /**
   * Browsers reach the site only over HTTPS: session cookies are Secure and every response carries
   * HSTS. Always in production; elsewhere when PUBLIC_URL is https:// or TLS ends at a proxy
   * (http://localhost keeps cookies a plain-HTTP browser can send back).
   */
  httpsOnly: boolean;
  trustedOrigins: string[];
  secrets: { authSecret: string };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDistDir: string;
  apiDocs: boolean;
  /** SEED_DEMO, or by default true in development only. */
  seedDemo: boolean;
  rateLimitScale: number;
  /** Set: email goes out over SMTP; absent: to the dev outbox in DATA_DIR/outbox. */
  smtp: { url: string; from: string } | undefined;
  /** Who takes payments: Mercado Pago when its keys are set, else the local sandbox. */
  payments: PaymentsConfig;
  /** PAYMENT_RECONCILE_AFTER_SECONDS in ms. */
  paymentReconcileAfterMs: number;
  /** SHUTDOWN_DELAY_SECONDS in ms: how long server.ts announces a shutdown before it stops accepting. */
  shutdownDelayMs: number;
  /** Where uploads live: DATA_DIR/uploads, or the S3-compatible bucket of the S3_* variables. */
  storage: StorageConfig;
}

export type PaymentsConfig =
  | {
      provider: 'sandbox';
      /** Derived from the auth secret, so the sandbox needs nothing new stored. */
      webhookSecret: string;
      /** Where the sandbox keeps its payments (JSON files), so they survive restarts. */
      sandboxDir: string;
    }
  | {
      provider: 'mercadopago';
      accessToken: string;
      publicKey: string;
      webhookSecret: string;
      apiBaseUrl?: string;
    };

const mercadoPagoKeys = ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_PUBLIC_KEY', 'MERCADOPAGO_WEBHOOK_SECRET'] as const;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * Parses the environment once at start-up. Every problem is listed together so an operator fixes
 * them in one go; production refuses to invent secrets, development keeps generated ones in
 * DATA_DIR so sessions survive restarts.
 */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`));
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.NODE_ENV === 'production') {
    if (!env.AUTH_SECRET) problems.push('AUTH_SECRET: required in production (at least 32 random characters)');
    if (!env.PUBLIC_URL) problems.push('PUBLIC_URL: required in production (e.g. https://passarela.app)');
    // Session cookies over plain HTTP can be read on the way; HTTPS is not optional in production.
    const scheme = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).protocol : 'https:';
    if (scheme !== 'https:' && !(scheme === 'http:' && env.TLS_TERMINATED_BY_PROXY)) {
      problems.push(
        'PUBLIC_URL: production needs an https:// address (session cookies travel only over HTTPS); if TLS ends at a proxy in front of this server, set TLS_TERMINATED_BY_PROXY=true',
      );
    }
  }
  if (env.NODE_ENV === 'production' && env.PAYMENT_RECONCILE_AFTER_SECONDS < 60) {
    problems.push('PAYMENT_RECONCILE_AFTER_SECONDS: at least 60 in production (a payment request may wait about 35 s for Mercado Pago)');
  }
  if (env.SMTP_URL && !env.SMTP_FROM) problems.push('SMTP_FROM: required with SMTP_URL (e.g. "Passarela <nao-responda@passarela.app>")');
  // Half a set of Mercado Pago keys is a mistake, not a choice: silently falling back to the
  // sandbox would take fake payments in production.
  const presentMercadoPagoKeys = mercadoPagoKeys.filter((key) => env[key]);
  if (presentMercadoPagoKeys.length > 0 && presentMercadoPagoKeys.length < mercadoPagoKeys.length) {
    for (const key of mercadoPagoKeys) {
      if (!env[key]) problems.push(`${key}: required with ${presentMercadoPagoKeys.join(', ')} (set all three Mercado Pago keys or none)`);
    }
  }
  problems.push(...storageConfigProblems(env));
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, env.NODE_ENV === 'production');
  if ('problem' in trustProxy) problems.push(trustProxy.problem);
  if (problems.length > 0 || 'problem' in trustProxy) throw new ConfigError(problems);

  const dataDir = path.resolve(env.DATA_DIR);
  const generated = env.AUTH_SECRET ? undefined : loadOrCreateSecrets(dataDir);
  const authSecret = env.AUTH_SECRET ?? (generated as { authSecret: string }).authSecret;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const publicAddress = new URL(publicUrl);
  // Behind a TLS proxy the browser's Origin is the https:// one, whatever PUBLIC_URL says.
  const httpsTwin = env.TLS_TERMINATED_BY_PROXY && publicAddress.protocol === 'http:' ? [`https://${publicAddress.host}`] : [];
  const extraOrigins = (env.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl,
    httpsOnly: env.NODE_ENV === 'production' || env.TLS_TERMINATED_BY_PROXY || publicAddress.protocol === 'https:',
    trustProxy: trustProxy.value,
    trustedOrigins: [...new Set([new URL(publicUrl).origin, ...httpsTwin, ...extraOrigins])],
    secrets: { authSecret },
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    apiDocs: env.API_DOCS || env.NODE_ENV === 'development',
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV === 'development',
    rateLimitScale: env.RATE_LIMIT_SCALE,
    smtp: env.SMTP_URL && env.SMTP_FROM ? { url: env.SMTP_URL, from: env.SMTP_FROM } : undefined,
    payments:
      env.MERCADOPAGO_ACCESS_TOKEN && env.MERCADOPAGO_PUBLIC_KEY && env.MERCADOPAGO_WEBHOOK_SECRET
        ? {
            provider: 'mercadopago',
            accessToken: env.MERCADOPAGO_ACCESS_TOKEN,
            publicKey: env.MERCADOPAGO_PUBLIC_KEY,
            webhookSecret: env.MERCADOPAGO_WEBHOOK_SECRET,
            ...(env.MERCADOPAGO_API_URL ? { apiBaseUrl: env.MERCADOPAGO_API_URL.replace(/\/$/, '') } : {}),
          }
        : {
            provider: 'sandbox',
            webhookSecret: createHmac('sha256', authSecret).update('sandbox-webhook').digest('hex'),
            sandboxDir: path.join(dataDir, 'sandbox-payments'),
          },
    paymentReconcileAfterMs: env.PAYMENT_RECONCILE_AFTER_SECONDS * 1000,
    shutdownDelayMs: (env.SHUTDOWN_DELAY_SECONDS ?? (env.NODE_ENV === 'production' ? 5 : 0)) * 1000,
    storage: storageConfigFrom(env, dataDir),
  };
}
