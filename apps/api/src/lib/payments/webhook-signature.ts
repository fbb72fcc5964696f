import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Mercado Pago's webhook signature (docs/payments.md "Webhooks"), shared by the Mercado Pago adapter and
 * the sandbox so both are checked the same way. Header `x-signature: ts=<seconds>,v1=<hex>`; the
 * HMAC-SHA256 covers the manifest `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` and never the
 * body, which is why the payments module re-fetches the payment instead of trusting it.
 */

export interface VerifyWebhookSignatureInput {
  secret: string;
  /** data.id from the notification's query string. */
  dataId: string | null | undefined;
  /** The x-request-id header. */
  requestId: string | null | undefined;
  /** The x-signature header. */
  signatureHeader: string | null | undefined;
  /** Refuse a ts further than this from now (replays). Absent: the ts is not checked. */
  toleranceSeconds?: number;
  /** For tests: the clock in milliseconds. */
  now?: number;
}

/**
 * Mercado Pago's docs: "if the data.id_url is alphanumeric, it must be sent in lowercase" — it
 * signs the lowercase form even when the query string carries upper case (preapproval ids).
 * Numeric payment ids are unchanged by this.
 */
function manifestDataId(dataId: string): string {
  return /^[a-zA-Z0-9]+$/.test(dataId) ? dataId.toLowerCase() : dataId;
}

/** The signed text; a pair whose value is absent is left out, as Mercado Pago does. */
export function webhookManifest(dataId: string | null | undefined, requestId: string | null | undefined, ts: string): string {
  const id = dataId?.trim();
  const request = requestId?.trim();
  return `${id ? `id:${manifestDataId(id)};` : ''}${request ? `request-id:${request};` : ''}ts:${ts};`;
}

function hmacHex(secret: string, manifest: string): string {
  return createHmac('sha256', secret).update(manifest).digest('hex');
}

/** Reads `ts=...,v1=...` (order and spaces do not matter; unknown parts are ignored). */
export function parseSignatureHeader(header: string): { ts: string | null; v1: string | null } {
  let ts: string | null = null;
  let v1: string | null = null;
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const key = part.slice(0, eq).trim().toLowerCase();
    const value = part.slice(eq + 1).trim();
    if (key === 'ts') ts = value;
    else if (key === 'v1') v1 = value;
  }
  return { ts, v1 };
}

/** True only when the header's v1 is the HMAC of this notification (and, with a tolerance, fresh). */
export function verifyWebhookSignature(input: VerifyWebhookSignatureInput): boolean {
  if (!input.secret || !input.signatureHeader) return false;
  const { ts, v1 } = parseSignatureHeader(input.signatureHeader);
  if (!ts || !v1 || !/^\d+$/.test(ts) || !/^[0-9a-fA-F]+$/.test(v1)) return false;

  const expected = Buffer.from(hmacHex(input.secret, webhookManifest(input.dataId, input.requestId, ts)), 'utf8');
  const received = Buffer.from(v1.toLowerCase(), 'utf8');
  // timingSafeEqual throws on different lengths; a length mismatch says nothing about the secret.
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return false;

  if (input.toleranceSeconds !== undefined) {
    const nowSeconds = (input.now ?? Date.now()) / 1000;
    // Documented in seconds, but some of Mercado Pago's own examples carry milliseconds (13 digits):
    // read those as milliseconds rather than refuse every notification as stale.
    const tsSeconds = ts.length >= 13 ? Number(ts) / 1000 : Number(ts);
    if (Math.abs(nowSeconds - tsSeconds) > input.toleranceSeconds) return false;
  }
  return true;
}

export interface SignWebhookInput {
  secret: string;
  dataId: string | null | undefined;
  requestId: string | null | undefined;
  /** Seconds since the epoch; default now. */
  ts?: number;
}

/** The `x-signature` header value Mercado Pago would send: for the sandbox's notifications and tests. */
export function signWebhook(input: SignWebhookInput): string {
  const ts = String(input.ts ?? Math.floor(Date.now() / 1000));
  return `ts=${ts},v1=${hmacHex(input.secret, webhookManifest(input.dataId, input.requestId, ts))}`;
}

/** How far a notification's ts may be from now: replays older than this are refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 15 * 60;

/** A header's single value (Node gives repeated headers as an array). */
export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The resource id a notification is about: `data.id` from the query string only, because that is
 * what Mercado Pago signs. The body's data.id is not covered by the signature, so trusting it would
 * let anyone replay one valid signature for another payment.
 */
export function webhookDataId(query: Record<string, string | undefined>): string | undefined {
  const id = query['data.id']?.trim();
  return id ? id : undefined;
}

/**
 * `PaymentProvider.verifyWebhook` for both providers: the signed data.id, or null when the
 * notification names no resource or its signature is missing, forged or stale.
 */
export function verifyWebhookInput(
  secret: string,
  input: { query: Record<string, string | undefined>; headers: Record<string, string | string[] | undefined> },
): string | null {
  const dataId = webhookDataId(input.query);
  if (!dataId) return null;
  const ok = verifyWebhookSignature({
    secret,
    dataId,
    requestId: headerValue(input.headers['x-request-id']),
    signatureHeader: headerValue(input.headers['x-signature']),
    toleranceSeconds: WEBHOOK_TOLERANCE_SECONDS,
  });
  return ok ? dataId : null;
}
