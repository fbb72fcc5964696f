import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { AppServices } from './app-services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    services: AppServices;
    appVersion: string;
  }
}

/** The Fastify instance with zod schemas as its type provider: route handlers get typed input. */
export type AppInstance = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;
