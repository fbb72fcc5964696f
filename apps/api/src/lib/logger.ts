import type { FastifyServerOptions } from 'fastify';
import { serializeErrorForLog } from './logging/error-serializer.ts';
import { maskLogLine } from './logging/personal-data-masker.ts';
import { serializeRequestForLog } from './logging/request-serializer.ts';

/**
 * Structured JSON logs with the request id, and nothing in them that identifies a person or
 * opens an account. Three layers, so no call site can leak by accident:
 * serializers log a request's URL without query values and a database error without the values
 * its statement ran with; redaction hides known secret fields; and every finished line goes
 * through a masker for emails, phones, CPF/CNPJ, Pix keys and tokens wherever they hide.
 */
export function createLoggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: serializeRequestForLog, err: serializeErrorForLog },
    hooks: { streamWrite: maskLogLine },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.confirmPassword',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
        '*.phone',
        '*.email',
        '*.pix_key',
        '*.pixKey',
        '*.cardNumber',
        '*.securityCode',
      ],
      censor: '[redacted]',
    },
  };
}
