import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test-only: the access token the stand-in accepts unless told another. */
export const STAND_IN_ACCESS_TOKEN = 'TEST-1234567890-access-token';

export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | null;
}

type Answer = { status: number; body: unknown };

const notFound = (message: string): Answer => ({ status: 404, body: { message, error: 'not_found', status: 404, cause: [] } });

/**
 * Test-only: a stand-in for api.mercadopago.com answering the calls the adapter makes (payments,
 * their search by external_reference, refunds, preferences), with the JSON shapes of Mercado Pago's
 * API reference (and the SDK's types). Like Mercado Pago, a POST repeated with the same
 * X-Idempotency-Key answers the first result instead of making a second payment. Used by the
 * adapter's tests and, as MERCADOPAGO_API_URL, by the crash test of the real server.
 */
export class MercadoPagoStandIn {
  readonly seen: SeenRequest[] = [];
  readonly payments = new Map<string, Record<string, unknown>>();
  private readonly byKey = new Map<string, Answer>();
  private readonly held = new Set<ServerResponse>();
  private nextId = 1_310_000_000;
  /** Set to answer the next N requests with this status (e.g. 500). */
  failNext: { status: number; times: number; body: unknown } | null = null;
  /**
   * Called once a payment is made (and kept); 'hold' keeps the HTTP answer back, as if the network
   * or our process died before it arrived. Held answers are dropped by stop().
   */
  onPaymentCreated: ((payment: Record<string, unknown>) => 'answer' | 'hold') | null = null;
  private server: Server | null = null;
  url = '';

  constructor(private readonly accessToken = STAND_IN_ACCESS_TOKEN) {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      req.on('end', () => {
        const request: SeenRequest = {
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          body: raw ? (JSON.parse(raw) as Record<string, unknown>) : null,
        };
        this.seen.push(request);
        const answer = this.answer(request);
        if (answer === 'hold') {
          this.held.add(res);
          return;
        }
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const res of this.held) res.destroy();
    this.held.clear();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private answer(request: SeenRequest): Answer | 'hold' {
    if (request.headers.authorization !== `Bearer ${this.accessToken}`) {
      return { status: 401, body: { message: 'invalid access token', error: 'unauthorized', status: 401, cause: [] } };
    }
    if (this.failNext && this.failNext.times > 0) {
      this.failNext.times -= 1;
      return { status: this.failNext.status, body: this.failNext.body };
    }
    if (request.method === 'POST') {
      const key = request.headers['x-idempotency-key'];
      if (typeof key !== 'string' || key === '') {
        return { status: 400, body: { message: 'header X-Idempotency-Key is required', error: 'bad_request', status: 400, cause: [] } };
      }
      const scoped = `${request.path} ${key}`;
      const earlier = this.byKey.get(scoped);
      if (earlier) return earlier;
      const result = this.create(request);
      this.byKey.set(scoped, result);
      if (request.path === '/v1/payments' && result.status === 201 && this.onPaymentCreated?.(result.body as Record<string, unknown>) === 'hold') {
        return 'hold';
      }
      return result;
    }
    const url = new URL(request.path, 'http://stand-in');
    if (request.method === 'GET' && url.pathname === '/v1/payments/search') return this.search(url.searchParams);
    const get = url.pathname.match(/^\/v1\/payments\/(\d+)$/);
    if (request.method === 'GET' && get) {
      const payment = this.payments.get(get[1] ?? '');
      return payment ? { status: 200, body: payment } : notFound('Payment not found');
    }
    return notFound('resource not found');
  }

  /** GET /v1/payments/search: only the filters the adapter sends (external_reference, newest first). */
  private search(params: URLSearchParams): Answer {
    const reference = params.get('external_reference');
    const results = [...this.payments.values()]
      .filter((payment) => reference === null || payment.external_reference === reference)
      // Newest first, as sort=date_created&criteria=desc asks; the stand-in's ids grow with time.
      .sort((a, b) => Number(b.id) - Number(a.id));
    return { status: 200, body: { paging: { total: results.length, limit: 30, offset: 0 }, results: results.slice(0, 30) } };
  }

  private create(request: SeenRequest): Answer {
    const body = request.body ?? {};
    if (/^\/checkout\/preferences\/?$/.test(request.path)) {
      const id = `202809963-${randomUUID()}`;
      return { status: 201, body: { id, init_point: `https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=${id}`, ...body } };
    }
    if (request.path === '/v1/payments') {
      if (typeof body.transaction_amount !== 'number' || body.transaction_amount <= 0) {
        return {
          status: 400,
          body: {
            message: 'Invalid transaction_amount',
            error: 'bad_request',
            status: 400,
            cause: [{ code: 4037, description: 'Invalid transaction_amount' }],
          },
        };
      }
      const id = String(this.nextId++);
      const method = String(body.payment_method_id);
      const payment: Record<string, unknown> = {
        id: Number(id),
        date_created: new Date().toISOString(),
        status: 'approved',
        status_detail: 'accredited',
        transaction_amount: body.transaction_amount,
        currency_id: 'BRL',
        external_reference: body.external_reference,
        payment_method_id: method,
        payment_type_id: 'credit_card',
        date_of_expiration: null,
      };
      if (method === 'pix') {
        Object.assign(payment, {
          status: 'pending',
          status_detail: 'pending_waiting_transfer',
          payment_type_id: 'bank_transfer',
          date_of_expiration: '2030-01-02T10:00:00.000-03:00',
          point_of_interaction: {
            type: 'PIX',
            transaction_data: {
              qr_code: '00020126580014br.gov.bcb.pix0136b76aa9c2-2ec4-4110-954e-ebfe34f05b61520400005303986540510.505802BR',
              qr_code_base64: 'iVBORw0KGgo=',
              ticket_url: `https://www.mercadopago.com.br/sandbox/payments/${id}/ticket`,
            },
          },
        });
      }
      if (method === 'bolbradesco') {
        Object.assign(payment, {
          status: 'pending',
          status_detail: 'pending_waiting_payment',
          payment_type_id: 'ticket',
          date_of_expiration: '2030-01-04T22:59:59.000-04:00',
          barcode: { content: '23791000000000105003381260000000000000000000' },
          transaction_details: {
            external_resource_url: `https://www.mercadopago.com.br/payments/${id}/ticket?caller_id=1`,
            digitable_line: '23793381286000000000300000000000100000000001050',
          },
        });
      }
      this.payments.set(id, payment);
      return { status: 201, body: payment };
    }
    const refund = request.path.match(/^\/v1\/payments\/(\d+)\/refunds$/);
    if (refund) {
      const payment = this.payments.get(refund[1] ?? '');
      if (!payment) return notFound('Payment not found');
      Object.assign(payment, { status: 'refunded', status_detail: 'refunded', transaction_amount_refunded: payment.transaction_amount });
      return { status: 201, body: { id: 9_000_001, payment_id: Number(refund[1]), amount: payment.transaction_amount, status: 'approved' } };
    }
    return notFound('resource not found');
  }
}
