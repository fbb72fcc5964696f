import { describe } from 'vitest';
import { itKeeps, itMasks } from '../../test-support/masking-cases.ts';
import { urlForLog } from './request-serializer.ts';

describe('urlForLog', () => {
  itMasks(
    urlForLog,
    [
      ['/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jbyJ9.sig', '/api/auth/verify-email?token=[redacted]'],
      ['/redefinir-senha?token=Zx9kQ2&next=/painel', '/redefinir-senha?token=[redacted]&next=[redacted]'],
      ['/api/models?q=Ana%20Souza&state=SP&page=2', '/api/models?q=[redacted]&state=[redacted]&page=[redacted]'],
      ['/api/admin/users?q=ana%40exemplo.com', '/api/admin/users?q=[redacted]'],
      ['/api/payments/webhooks/sandbox?data.id=123&type=payment', '/api/payments/webhooks/sandbox?data.id=[redacted]&type=[redacted]'],
      ['/api/x?flag&empty=', '/api/x?flag&empty='],
      ['/api/x?', '/api/x?'],
      ['/api/x?abcDEF0123456789abcDEF0123456789abcDEF0123', '/api/x?[redacted]'],
      ['/api/x?na%20me=1', '/api/x?[redacted]'],
      ['/reset/Zx9kQ2', '/reset/[redacted]'],
      ['/api/token/abc/next', '/api/token/[redacted]/next'],
      ['/confirm/eyJhbGciOiJIUzI1NiJ9.eyJ4IjoxfQ.sig#frag', '/confirm/[redacted]'],
      ['/api/x/eyJhbGciOiJIUzI1NiJ9.eyJ4IjoxfQ.sig', '/api/x/[redacted]'],
      ['/api/x/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', '/api/x/[redacted]'],
      ['/api/x/Kq3vZ8mN1pR7tY2wX5bC9dF4gH6jL0aS3eU8iO1y', '/api/x/[redacted]'],
    ],
    '%s -> %s',
  );

  itKeeps(urlForLog, [
    '/api/models',
    '/api/admin/users/Xk3v9ZpQm2LrT8wYb4NcD7fHj1KsA6eU/suspend',
    '/api/jobs/6f1c2d9e-8b7a-4c3d-9e8f-1a2b3c4d5e6f/actions/close',
    '/api/profiles/maria-eduarda-fernandes-de-oliveira-santos-3f2a9c',
    '/media/Xk3v9ZpQm2LrT8wYb4NcD7fHj1KsA6eU/profile_images/profile-3f2a9c1b4d5e-480.webp',
    '/assets/index-B2x3yZ9q.js',
    '/api/admin/users/abc/verification',
    '/',
  ]);
});
