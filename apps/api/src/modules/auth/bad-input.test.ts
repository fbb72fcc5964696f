import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test-support/test-app.ts';
import { randomIp } from '../../test-support/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('malformed input (docs/security.md #12)', () => {
  it('never answers 500: malformed multipart, wrong types, odd URLs all get 4xx in the error shape', async () => {
    const cases: Array<[string, string | Buffer]> = [
      ['multipart/form-data', 'garbage'],
      ['multipart/form-data; boundary=abc', 'garbage'],
      ['multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"a":1}\r\n--abc'],
      ['multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="data"\r\n\r\n[1,2]\r\n--abc--\r\n'],
      ['multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="data"\r\n\r\nnull\r\n--abc--\r\n'],
      ['multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{}\r\n--abc--\r\n'],
      [
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="data"\r\nContent-Type: application/json\r\n\r\n{"x":\r\n--abc--\r\n',
      ],
      ['multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nxxxx\r\n--abc--\r\n'],
      [
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="data"\r\n\r\n{}\r\n--abc\r\nContent-Disposition: form-data; name="data"\r\n\r\n{}\r\n--abc--\r\n',
      ],
      [
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nxx\r\n--abc\r\nContent-Disposition: form-data; name="photo"; filename="b.jpg"\r\n\r\nyy\r\n--abc--\r\n',
      ],
      ['application/json', '{"a":1}'],
      ['text/plain', 'hi'],
    ];
    for (const [ct, payload] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        remoteAddress: randomIp(),
        headers: { origin: TEST_ORIGIN, 'content-type': ct },
        payload,
      });
      expect(res.statusCode, `${ct} ${String(payload).slice(0, 60)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toHaveProperty('code');
    }
    for (const payload of [{}, { email: 1, password: 2 }, { email: 'a'.repeat(300), password: 'x' }, { email: 'a@b.c', password: 'p'.repeat(200) }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress: randomIp(), headers: { origin: TEST_ORIGIN }, payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    for (const url of ['/api/profiles/%00', '/api/profiles/' + 'a'.repeat(200), "/api/profiles/a'b", '/api/profiles/%E0%A4%A']) {
      const res = await t.app.inject({ url });
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.json()).toHaveProperty('code');
    }
  });
});
