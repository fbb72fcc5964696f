import type { FastifyServerOptions } from 'fastify';

/**
 * Structured JSON logs with the request id (SECURITY.md line 25). Secrets that could travel in
 * headers or bodies are redacted at the logger, so no call site can leak them by accident.
 */
export function createLoggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
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
        '*.cardNumber',
        '*.securityCode',
      ],
      censor: '[redacted]',
    },
  };
}
