import { type ErrorCode, errorCatalog, UNSTORABLE_TEXT_MESSAGE } from '@passarela/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

function send(reply: FastifyReply, code: ErrorCode, message?: string, details?: unknown) {
  const body: Record<string, unknown> = { code, message: message ?? errorCatalog[code].message };
  if (details !== undefined) body.details = details;
  return reply.status(errorCatalog[code].status).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large) mapped to our codes. */
function codeForFrameworkError(error: FastifyError): ErrorCode | undefined {
  const status = error.statusCode ?? 500;
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 404) return 'ROUTE_NOT_FOUND';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status >= 400 && status < 500) return 'BAD_REQUEST';
  return undefined;
}

/** Fastify's own 4xx problems, said in Portuguese (its messages are English and name internals). */
const frameworkReasons: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição está vazio, mas foi enviado como JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'O corpo da requisição não é um JSON válido.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'O tamanho informado do corpo não confere com o enviado.',
  FST_ERR_CTP_EMPTY_TYPE: 'Informe o tipo do conteúdo (Content-Type).',
  FST_ERR_CTP_INVALID_TYPE: 'Tipo de conteúdo (Content-Type) inválido.',
  FST_ERR_BAD_URL: 'Endereço inválido.',
  FST_ERR_ASYNC_CONSTRAINT: 'Endereço inválido.',
  FST_ERR_INVALID_URL: 'Endereço inválido.',
};

function frameworkReason(error: FastifyError): string {
  if (error.code && frameworkReasons[error.code]) return frameworkReasons[error.code] as string;
  // The JSON parser's own errors (secure-json-parse refuses __proto__ and constructor.prototype).
  if (error instanceof SyntaxError) {
    return /prototype/i.test(error.message)
      ? 'O JSON contém chaves não permitidas (__proto__ ou constructor).'
      : frameworkReasons.FST_ERR_CTP_INVALID_JSON_BODY!;
  }
  return 'Requisição inválida.';
}

/**
 * SQLSTATEs of text PostgreSQL cannot store: 22021 "invalid byte sequence for encoding UTF8: 0x00"
 * (a NUL in a text parameter) and 22P05 "unsupported Unicode escape sequence" (\u0000 in jsonb).
 * PGlite raises the same codes. The input rules refuse such text first (docs/security.md #27); this
 * is the net under a path that forgot, so it answers 400 rather than 500.
 */
const unstorableTextStates = new Set(['22021', '22P05']);

/** The database's error anywhere in the chain (drizzle wraps it as `cause`). */
function isUnstorableTextError(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && unstorableTextStates.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * One error shape for the whole API. Validation problems list each field; anything unexpected is
 * logged in full and answered with a generic 500 so internals never leak.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return send(reply, error.code, error.message, error.details);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        location: error.validationContext,
        path: issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.') || undefined,
        message: issue.message,
      }));
      return send(reply, 'VALIDATION_FAILED', undefined, details);
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return send(reply, 'INTERNAL_ERROR');
    }

    const frameworkCode = codeForFrameworkError(error);
    if (frameworkCode) {
      const details = frameworkCode === 'BAD_REQUEST' ? { reason: frameworkReason(error) } : undefined;
      return send(reply, frameworkCode, undefined, details);
    }

    if (isUnstorableTextError(error)) {
      // Still logged: the input rule that should have refused this text first is missing.
      request.log.warn({ err: error }, 'unstorable text reached the database');
      return send(reply, 'VALIDATION_FAILED', UNSTORABLE_TEXT_MESSAGE, [{ message: UNSTORABLE_TEXT_MESSAGE }]);
    }

    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 'INTERNAL_ERROR');
  });
}

/**
 * Errors Fastify's router raises before any route or hook runs (a malformed URL, a parameter over
 * maxParamLength): answered in the same shape, as 400.
 */
export function frameworkErrorHandler(error: FastifyError, _request: unknown, reply: FastifyReply) {
  return send(reply, 'BAD_REQUEST', undefined, { reason: frameworkReason(error) });
}
