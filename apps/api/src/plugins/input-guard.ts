import { UNSTORABLE_TEXT_MESSAGE } from '@passarela/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { findUnstorableText } from '../lib/find-unstorable-text.ts';

const TOO_DEEP_MESSAGE = 'Os dados enviados têm níveis demais.';

/** Throws the 400 every route gives for text that cannot be stored, wherever it was sent. */
export function refuseUnstorableText(value: unknown, location: string): void {
  const finding = findUnstorableText(value);
  if (!finding) return;
  const message = finding.reason === 'depth' ? TOO_DEEP_MESSAGE : UNSTORABLE_TEXT_MESSAGE;
  throw new AppError('VALIDATION_FAILED', undefined, [{ location, path: finding.path || undefined, message }]);
}

function guardRequest(request: FastifyRequest): void {
  refuseUnstorableText(request.params, 'params');
  refuseUnstorableText(request.query, 'querystring');
  refuseUnstorableText(request.body, 'body');
}

/**
 * Every request, on every route, before its schema: a NUL or a lone surrogate anywhere in the
 * path, the query or the body is a 400, whatever the route's own schema says. The shared input
 * rules (packages/shared/src/input) refuse the same per field with the field's message; this is
 * the floor under them, so a route added with a plain string schema cannot reach the database
 * with such text. Runs after the access check (registered after it), so a caller who may not use
 * a route learns nothing about its input.
 */
export function registerInputGuard(app: FastifyInstance) {
  // Callback style (no promise per request); a throw is Fastify's error path as a rejection was.
  app.addHook('preValidation', (request, _reply, done) => {
    guardRequest(request);
    done();
  });
}

/**
 * A route that takes no query parameters refuses any (400, naming them), like a route whose schema
 * lists its own: a typo in a parameter never silently changes nothing. Registered before the
 * routes and before anything that reads their schemas.
 */
export function registerNoQueryDefault(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    if (route.schema?.querystring) return;
    route.schema = { ...route.schema, querystring: noQueryParameters };
  });
}

const noQueryParameters = z.object({}).strict();
