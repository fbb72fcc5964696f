import { describe, expect, it } from 'vitest';
import { itKeeps, itMasks } from '../../test-support/masking-cases.ts';
import { MASKS, maskLogLine, maskText } from './personal-data-masker.ts';

/** One log line as pino writes it, masked, and parsed back (every masked line must stay JSON). */
function masked(fields: Record<string, unknown>): Record<string, unknown> {
  const line = `${JSON.stringify({ level: 30, time: 1764163200000, pid: 4242, reqId: '6f1c2d9e-8b7a-4c3d-9e8f-1a2b3c4d5e6f', ...fields })}\n`;
  const out = maskLogLine(line);
  expect(out.endsWith('\n')).toBe(true);
  return JSON.parse(out) as Record<string, unknown>;
}

describe('maskText: emails', () => {
  itMasks(maskText, [
    ['ana.souza@exemplo.com.br', MASKS.email],
    ['email sent to Fulana+tag@Exemplo.COM now', `email sent to ${MASKS.email} now`],
    ['Key (email)=(x@y.com) already exists.', `Key (email)=(${MASKS.email}) already exists.`],
    ['params: 3f2a,joão.silva@exemplo.com,11', `params: 3f2a,${MASKS.email},11`],
    ['/api/x?email=ana%40exemplo.com', '/api/x?email=[redacted]'],
    ['ana%40exemplo.com', MASKS.email],
    ['smtps://user:s3nha@smtp.exemplo.com:465', `smtps://user:${MASKS.email}:465`],
    ['line one\\nana@exemplo.com', `line one\\n${MASKS.email}`],
  ]);

  itKeeps(maskText, ['@ana.souza', 'node_modules/@fastify/static/index.js', 'better-auth@1.7.25', 'a @ b', 'price: 10@unit']);
});

describe('maskText: phones, CPF and CNPJ', () => {
  itMasks(maskText, [
    ['(11) 98765-4321', MASKS.phone],
    ['(11)98765-4321', MASKS.phone],
    ['11 98765-4321', MASKS.phone],
    ['11 9 8765 4321', MASKS.phone],
    ['+55 11 98765-4321', MASKS.phone],
    ['+55 (11) 98765-4321', MASKS.phone],
    ['+5511987654321', MASKS.phone],
    ['5511987654321', MASKS.phone],
    ['11987654321', MASKS.phone],
    ['(21) 3456-7890', MASKS.phone],
    ['2134567890', MASKS.phone],
    ['1187654321', MASKS.phone],
    ['whatsapp: 21998761234.', `whatsapp: ${MASKS.phone}.`],
    ['529.982.247-25', MASKS.cpf],
    ['cpf 52998224725 ok', `cpf ${MASKS.cpf} ok`],
    ['01234567890', MASKS.cpf],
    ['11.222.333/0001-81', MASKS.cnpj],
    ['11222333000181', MASKS.cnpj],
    ['params: x,11987654321,529.982.247-25', `params: x,${MASKS.phone},${MASKS.cpf}`],
    ['line\\n11987654321', `line\\n${MASKS.phone}`],
  ]);

  itKeeps(maskText, [
    '1764163200000',
    '"time":1764163200000',
    '6f1c2d9e-8b7a-4c3d-9e8f-1a2b3c4d5e6f',
    '55112345-6789-4abc-8def-012345678901',
    '00000000-0000-4000-8000-000000000000',
    '127.0.0.1:3000',
    '189.123.123.123',
    '200.201.202.203',
    'responseTime 12.345678901234',
    '0.1198765432112',
    '2026-11-26T12:00:00.000Z',
    'R$ 1.234.567,89',
    '123456789',
    '119876543210',
    '12345678901234567',
    'ana-souza-11987654321x',
    'v1.2.3',
    'port 54321',
  ]);

  it('keeps digits in id fields', () => {
    expect(maskText('11987654321', { digitsAreIds: true })).toBe('11987654321');
  });
});

describe('maskText: tokens and secrets', () => {
  itMasks(maskText, [
    ['/api/auth/verify-email?token=abc.def-123', '/api/auth/verify-email?token=[redacted]'],
    ['/redefinir-senha?token=Zx9&next=/painel', '/redefinir-senha?token=[redacted]&next=[redacted]'],
    ['__Secure-better-auth.session_token=abc123.sig; Path=/', '__Secure-better-auth.session_token=[redacted]; Path=/'],
    ['postgres://app:password=x', 'postgres://app:password=[redacted]'],
    ['Authorization: Bearer eyJhbGciOi.x', 'Authorization: Bearer [redacted]'],
    ['jwt eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jbyJ9.sig', 'jwt [redacted]'],
  ]);

  it('leaves an already masked value alone', () => {
    expect(maskText('/api/x?token=[redacted]')).toBe('/api/x?token=[redacted]');
  });
});

describe('maskLogLine', () => {
  it('keeps an ordinary request line byte for byte', () => {
    const line = `${JSON.stringify({
      level: 30,
      time: 1764163200000,
      pid: 4242,
      hostname: 'passarela-1',
      reqId: '6f1c2d9e-8b7a-4c3d-9e8f-1a2b3c4d5e6f',
      res: { statusCode: 200 },
      responseTime: 12.345678901234,
      req: { method: 'GET', url: '/api/models', host: '127.0.0.1:3100', remoteAddress: '127.0.0.1', remotePort: 54321 },
      msg: 'request completed',
    })}\n`;
    expect(maskLogLine(line)).toBe(line);
  });

  it('masks inside strings and turns a bare phone or CPF number into a quoted marker', () => {
    const out = masked({ msg: 'email sent to ana@exemplo.com', phone: 11987654321, cpf: 52998224725, count: 1234, elapsed: 1.5 });
    expect(out).toMatchObject({ msg: `email sent to ${MASKS.email}`, phone: MASKS.phone, cpf: MASKS.cpf, count: 1234, elapsed: 1.5, time: 1764163200000 });
  });

  it('hides any value of a secret-named field, at any depth', () => {
    const out = masked({ user: { profile: { password: 'caminhada-na-praia-42', sessionToken: 'abc', cookie: 'a=b' } }, headers: { authorization: 'x' } });
    expect(out.user).toEqual({ profile: { password: MASKS.secret, sessionToken: MASKS.secret, cookie: MASKS.secret } });
    expect(out.headers).toEqual({ authorization: MASKS.secret });
  });

  it('hides Pix keys of every kind in a pix field, and keeps the key type', () => {
    const out = masked({
      withdrawal: { pix_key_type: 'random', pix_key: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b' },
      pixKey: 'ana@exemplo.com',
      other: { pix: 52998224725 },
    });
    expect(out.withdrawal).toEqual({ pix_key_type: 'random', pix_key: MASKS.pixKey });
    expect(out.pixKey).toBe(MASKS.pixKey);
    expect(out.other).toEqual({ pix: MASKS.pixKey });
  });

  it('keeps long digit ids in id fields but still masks emails there', () => {
    const out = masked({ providerPaymentId: '11987654321', paymentId: 'abc', userId: 'ana@exemplo.com' });
    expect(out).toMatchObject({ providerPaymentId: '11987654321', userId: MASKS.email });
  });

  it('keeps escapes intact and the line valid JSON', () => {
    const out = masked({
      err: { message: 'Failed query: insert "x"\nparams: ana@exemplo.com,(11) 98765-4321,"quoted"\\', stack: 'Error\n    at x (file.ts:1:1)' },
    });
    expect((out.err as { message: string }).message).toBe(`Failed query: insert "x"\nparams: ${MASKS.email},${MASKS.phone},"quoted"\\`);
  });

  it('runs in linear time on hostile input', () => {
    const hostile = [
      'a'.repeat(200_000),
      `${'a.'.repeat(100_000)}@`,
      `x@${'a'.repeat(200_000)}`,
      '1'.repeat(200_000),
      '1 '.repeat(100_000),
      `?${'a'.repeat(200_000)}`,
      '='.repeat(200_000),
      '%40'.repeat(60_000),
      `eyJ${'a'.repeat(200_000)}`,
    ];
    for (const text of hostile) {
      const started = performance.now();
      maskLogLine(`${JSON.stringify({ msg: text, n: Number('1'.repeat(15)) })}\n`);
      expect(performance.now() - started, text.slice(0, 12)).toBeLessThan(500);
    }
  });
});
