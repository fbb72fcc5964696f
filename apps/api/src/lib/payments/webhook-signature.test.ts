import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookInput, verifyWebhookSignature, webhookManifest } from './webhook-signature.ts';

const secret = 'your-webhook-secret';
// The example of Mercado Pago's "Validate notification origin" docs.
const dataId = '123456';
const requestId = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';
const ts = '1704908010';
// Computed here from the documented template, independently of webhookManifest().
const documentedV1 = createHmac('sha256', secret).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex');
const documentedHeader = `ts=${ts},v1=${documentedV1}`;

describe('verifyWebhookSignature', () => {
  it('accepts the documented manifest example', () => {
    expect(verifyWebhookSignature({ secret, dataId, requestId, signatureHeader: documentedHeader })).toBe(true);
    // Parts in another order and with spaces are the same header.
    expect(verifyWebhookSignature({ secret, dataId, requestId, signatureHeader: ` v1=${documentedV1} , ts=${ts}` })).toBe(true);
  });

  it('refuses a forged v1, a wrong secret and a malformed header', () => {
    const forged = `ts=${ts},v1=${documentedV1.slice(0, -1)}${documentedV1.endsWith('0') ? '1' : '0'}`;
    expect(verifyWebhookSignature({ secret, dataId, requestId, signatureHeader: forged })).toBe(false);
    expect(verifyWebhookSignature({ secret: 'another-secret', dataId, requestId, signatureHeader: documentedHeader })).toBe(false);
    expect(verifyWebhookSignature({ secret, dataId, requestId, signatureHeader: `ts=${ts},v1=abc` })).toBe(false);
    expect(verifyWebhookSignature({ secret, dataId, requestId, signatureHeader: 'garbage' })).toBe(false);
  });

  it('refuses a header missing its ts or v1, or no header at all', () => {
    expect(verifyWebhookSignature({ secret, dataId, requestId, signatureHeader: `v1=${documentedV1}` })).toBe(false);
    expect(verifyWebhookSignature({ secret, dataId, requestId, signatureHeader: `ts=${ts}` })).toBe(false);
    expect(verifyWebhookSignature({ secret, dataId, requestId, signatureHeader: undefined })).toBe(false);
  });

  it('refuses a changed data.id or request-id, and one left out that was signed', () => {
    expect(verifyWebhookSignature({ secret, dataId: '123457', requestId, signatureHeader: documentedHeader })).toBe(false);
    expect(verifyWebhookSignature({ secret, dataId, requestId: `${requestId}x`, signatureHeader: documentedHeader })).toBe(false);
    expect(verifyWebhookSignature({ secret, dataId, requestId: undefined, signatureHeader: documentedHeader })).toBe(false);
    expect(verifyWebhookSignature({ secret, dataId: undefined, requestId, signatureHeader: documentedHeader })).toBe(false);
  });

  it('leaves an absent pair out of the manifest, as Mercado Pago does', () => {
    expect(webhookManifest(undefined, requestId, ts)).toBe(`request-id:${requestId};ts:${ts};`);
    expect(webhookManifest(dataId, undefined, ts)).toBe(`id:${dataId};ts:${ts};`);
    const v1 = createHmac('sha256', secret).update(`request-id:${requestId};ts:${ts};`).digest('hex');
    expect(verifyWebhookSignature({ secret, dataId: undefined, requestId, signatureHeader: `ts=${ts},v1=${v1}` })).toBe(true);
  });

  it('signs an alphanumeric data.id in lower case (Mercado Pago docs)', () => {
    const v1 = createHmac('sha256', secret).update(`id:2c9380848f6e;request-id:${requestId};ts:${ts};`).digest('hex');
    expect(verifyWebhookSignature({ secret, dataId: '2C9380848F6E', requestId, signatureHeader: `ts=${ts},v1=${v1}` })).toBe(true);
  });

  it('refuses a stale or far-future ts when a tolerance is given', () => {
    const now = Number(ts) * 1000;
    const check = (atMs: number) => verifyWebhookSignature({ secret, dataId, requestId, signatureHeader: documentedHeader, toleranceSeconds: 900, now: atMs });
    expect(check(now + 899_000)).toBe(true);
    expect(check(now + 901_000)).toBe(false);
    expect(check(now - 901_000)).toBe(false);
  });
});

describe('signWebhook', () => {
  it('builds the header Mercado Pago would send, which verifies now and not with other values', () => {
    const header = signWebhook({ secret, dataId: '42', requestId: 'req-1' });
    expect(header).toMatch(/^ts=\d{10},v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature({ secret, dataId: '42', requestId: 'req-1', signatureHeader: header, toleranceSeconds: 60 })).toBe(true);
    expect(verifyWebhookSignature({ secret, dataId: '43', requestId: 'req-1', signatureHeader: header })).toBe(false);
    expect(signWebhook({ secret, dataId, requestId, ts: Number(ts) })).toBe(documentedHeader);
  });
});

describe('verifyWebhookInput', () => {
  it('answers the signed data.id from the query string, or null', () => {
    const header = signWebhook({ secret, dataId: '987', requestId: 'req-2' });
    const headers = { 'x-signature': header, 'x-request-id': 'req-2' };
    expect(verifyWebhookInput(secret, { query: { 'data.id': '987', type: 'payment' }, headers })).toBe('987');
    expect(verifyWebhookInput(secret, { query: { 'data.id': '988' }, headers })).toBeNull();
    // No data.id in the query: nothing signed names a payment.
    expect(verifyWebhookInput(secret, { query: {}, headers })).toBeNull();
    expect(verifyWebhookInput(secret, { query: { 'data.id': '987' }, headers: { 'x-request-id': 'req-2' } })).toBeNull();
    // A signature from long ago is a replay.
    const old = signWebhook({ secret, dataId: '987', requestId: 'req-2', ts: Math.floor(Date.now() / 1000) - 3600 });
    expect(verifyWebhookInput(secret, { query: { 'data.id': '987' }, headers: { 'x-signature': old, 'x-request-id': 'req-2' } })).toBeNull();
  });
});
