import https from 'node:https';
import type { RequestLog } from './request-log.ts';

/** A file part of a multipart body. */
export interface UploadFile {
  field: string;
  bytes: Buffer;
  fileName: string;
  contentType: string;
}

export interface RequestOptions {
  /** Names the route in the report (ids replaced by `:id`). */
  label: string;
  /** The statuses this step expects; anything else fails the step. */
  expect: number[];
  json?: unknown;
  multipart?: { fields: Record<string, string>; files: UploadFile[] };
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

/** A step of a journey got an answer it did not expect: the journey gives up its current round. */
export class StepFailed extends Error {
  constructor(
    readonly label: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(`${label}: ${status || 'no answer'}${code ? ` ${code}` : ''}`);
  }
}

const REQUEST_TIMEOUT_MS = 30_000;

/**
 * One person's browser: keep-alive HTTPS connections from its own loopback address (127.0.x.y, so
 * the balancer and the app's per-IP limits see each person as the real client they would be), its
 * cookies, and the Origin header every state-changing request carries (docs/security.md).
 */
export function createVirtualUserClient(options: { baseUrl: string; ca: Buffer; localAddress: string; log: RequestLog; stopped: () => boolean }) {
  const base = new URL(options.baseUrl);
  // Idle connections are dropped after 5 s, before HAProxy's `timeout http-keep-alive 10s` closes
  // them: a request sent on a connection the balancer is closing would be reset.
  const agent = new https.Agent({ keepAlive: true, maxSockets: 2, timeout: 5_000, localAddress: options.localAddress, ca: options.ca });
  const cookies = new Map<string, string>();

  function keepCookies(setCookie: string[] | undefined) {
    for (const line of setCookie ?? []) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (!value || expired) cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  async function encodeBody(request: RequestOptions): Promise<{ bytes: Buffer | undefined; contentType: string | undefined }> {
    if (request.json !== undefined) return { bytes: Buffer.from(JSON.stringify(request.json)), contentType: 'application/json' };
    if (!request.multipart) return { bytes: undefined, contentType: undefined };
    const form = new FormData();
    for (const [name, value] of Object.entries(request.multipart.fields)) form.append(name, value);
    for (const file of request.multipart.files) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), file.fileName);
    const encoded = new Response(form);
    return { bytes: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') ?? undefined };
  }

  function send(method: string, pathAndQuery: string, bytes: Buffer | undefined, headers: Record<string, string>): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = https.request({ host: base.hostname, port: base.port, method, path: pathAndQuery, agent, headers, timeout: REQUEST_TIMEOUT_MS }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          keepCookies(res.headers['set-cookie']);
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          if ((res.headers['content-type'] ?? '').includes('application/json') && text) {
            try {
              body = JSON.parse(text);
            } catch {
              body = text;
            }
          }
          resolve({ status: res.statusCode ?? 0, body, headers: res.headers });
        });
      });
      req.on('timeout', () => req.destroy(Object.assign(new Error('request timed out'), { code: 'TIMEOUT' })));
      req.on('error', reject);
      req.end(bytes);
    });
  }

  return {
    localAddress: options.localAddress,
    async request(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', pathAndQuery: string, request: RequestOptions): Promise<Answer> {
      // The run is over: no new request starts (those in flight finish and are counted).
      if (options.stopped()) throw new Error('run ended');
      const { bytes, contentType } = await encodeBody(request);
      const headers: Record<string, string> = { accept: 'application/json', 'accept-encoding': 'identity', ...request.headers };
      if (method !== 'GET') headers.origin = base.origin;
      if (contentType) headers['content-type'] = contentType;
      if (bytes) headers['content-length'] = String(bytes.length);
      if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const startedAt = options.log.now();
      let answer: Answer;
      try {
        answer = await send(method, pathAndQuery, bytes, headers);
      } catch (error) {
        const code = (error as { code?: string }).code ?? 'NETWORK_ERROR';
        options.log.add({ label: request.label, startedAt, endedAt: options.log.now(), status: 0, ok: false, error: code });
        throw new StepFailed(request.label, 0, code);
      }
      const ok = request.expect.includes(answer.status);
      const code = ok ? undefined : errorCodeOf(answer.body);
      options.log.add({ label: request.label, startedAt, endedAt: options.log.now(), status: answer.status, ok, ...(code ? { error: code } : {}) });
      if (!ok) throw new StepFailed(request.label, answer.status, code);
      return answer;
    },
    close() {
      agent.destroy();
    },
  };
}

export type VirtualUserClient = ReturnType<typeof createVirtualUserClient>;

function errorCodeOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'code' in body && typeof body.code === 'string') return body.code;
  return undefined;
}
