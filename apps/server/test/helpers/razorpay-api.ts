import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// TESTS ONLY. A local HTTP server that speaks the part of Razorpay's REST API v1 the shop uses, with
// the documented JSON shapes (razorpay.com/docs/api: orders, payments, refunds), basic auth with
// key_id:key_secret and Razorpay's error body. It listens on 127.0.0.1 and keeps everything in
// memory. The official SDK is pointed at it through RAZORPAY_API_BASE_URL.

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'authorized' | 'captured' | 'refunded';
  order_id: string;
  invoice_id: null;
  international: boolean;
  method: 'upi';
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: null;
  vpa: string;
  email: string;
  contact: string;
  notes: Record<string, string>;
  fee: number;
  tax: number;
  error_code: null;
  error_description: null;
  error_source: null;
  error_step: null;
  error_reason: null;
  created_at: number;
}

export interface RazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal' | 'instant' | null;
  speed_requested: 'normal' | 'optimum';
}

/** One request as the server received it, for tests to assert what the shop sent. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** key_id:key_secret from the Authorization header, or null without basic auth. */
  credentials: string | null;
  contentType: string | undefined;
  body: unknown;
}

export interface RazorpayErrorBody {
  error: {
    code: 'BAD_REQUEST_ERROR';
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: Record<string, never>;
    field?: string;
  };
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    description: string,
    readonly field?: string,
    readonly reason = 'input_validation_failed',
  ) {
    super(description);
  }

  body(): RazorpayErrorBody {
    return {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: this.message,
        source: 'business',
        step: 'payment_initiation',
        reason: this.reason,
        metadata: {},
        ...(this.field ? { field: this.field } : {}),
      },
    };
  }
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay ids: a prefix and 14 alphanumerics. */
const newId = (prefix: 'order' | 'pay' | 'rfnd') =>
  `${prefix}_${[...randomBytes(14)].map((b) => ALPHANUMERIC[b % 62]).join('')}`;
const now = () => Math.floor(Date.now() / 1000);

function record(value: unknown, name: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ApiError(400, `The ${name} must be an object.`, name);
  }
  return value as Record<string, unknown>;
}

function notes(value: unknown): Record<string, string> {
  if (value === undefined) return {};
  const entries = Object.entries(record(value, 'notes'));
  if (entries.length > 15) throw new ApiError(400, 'Number of notes must be at most 15.', 'notes');
  for (const [, note] of entries) {
    if (typeof note !== 'string' || note.length > 256) {
      throw new ApiError(400, 'Each note must be a string of at most 256 characters.', 'notes');
    }
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

/** An amount in paise: an integer, at least ₹1 (Razorpay's minimum). */
function amountPaise(value: unknown, field = 'amount'): number {
  if (value === undefined) throw new ApiError(400, 'The amount field is required.', field);
  if (!Number.isInteger(value)) throw new ApiError(400, 'The amount must be an integer.', field);
  if ((value as number) < 100)
    throw new ApiError(400, 'The amount must be atleast INR 1.00', field);
  return value as number;
}

function receipt(value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'string' || value.length > 40) {
    throw new ApiError(400, 'The receipt may not be greater than 40 characters.', 'receipt');
  }
  return value;
}

const notFound = () => new ApiError(400, 'The id provided does not exist', undefined);

export class FakeRazorpayApi {
  readonly orders = new Map<string, RazorpayOrder>();
  readonly payments = new Map<string, RazorpayPayment>();
  readonly refunds = new Map<string, RazorpayRefund>();
  readonly requests: RecordedRequest[] = [];
  /** While true every call answers 503, as during an outage (the request is still recorded). */
  unavailable = false;
  #server = createServer((request, response) => void this.#handle(request, response));
  #baseUrl = '';

  constructor(private readonly keys: { keyId: string; keySecret: string }) {}

  /** Listens on 127.0.0.1 on a free port; nothing leaves the machine. */
  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.#baseUrl = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  /** For RAZORPAY_API_BASE_URL (the SDK appends /v1/...). */
  get baseUrl(): string {
    return this.#baseUrl;
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve, reject) =>
      this.#server.close((error) => (error ? reject(error) : resolve())),
    );
  }

  /**
   * What Checkout.js does when the shopper pays the order: a payment of the order's amount,
   * captured at once (the dashboard's automatic capture) unless `capture` is false.
   */
  pay(orderId: string, options: { capture?: boolean } = {}): RazorpayPayment {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`fake Razorpay: no order ${orderId}`);
    if (order.status === 'paid') throw new Error(`fake Razorpay: order ${orderId} is paid`);
    const captured = options.capture ?? true;
    const payment: RazorpayPayment = {
      id: newId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: captured ? 'captured' : 'authorized',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: 'upi',
      amount_refunded: 0,
      refund_status: null,
      captured,
      description: null,
      vpa: 'shopper@okaxis',
      email: 'shopper@example.in',
      contact: '+919829012345',
      notes: {},
      fee: Math.round(order.amount * 0.02),
      tax: Math.round(order.amount * 0.02 * 0.18),
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      created_at: now(),
    };
    this.payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = captured ? 'paid' : 'attempted';
    if (captured) this.#orderPaid(order, payment);
    return payment;
  }

  /** Razorpay settles a pending refund (what refund.processed / refund.failed report). */
  settleRefund(refundId: string, outcome: 'processed' | 'failed'): RazorpayRefund {
    const refund = this.refunds.get(refundId);
    if (refund?.status !== 'pending') throw new Error(`fake Razorpay: ${refundId}`);
    refund.status = outcome;
    if (outcome === 'processed') {
      refund.speed_processed = refund.speed_requested === 'optimum' ? 'instant' : 'normal';
      refund.acquirer_data.arn = `ARN${refundId.slice(5)}`;
    } else {
      const payment = this.payments.get(refund.payment_id) as RazorpayPayment;
      payment.amount_refunded -= refund.amount;
      this.#refundStatus(payment);
    }
    return refund;
  }

  /** refund.created / processed / failed as Razorpay sends them: the refund and its payment. */
  refundEvent(event: 'refund.created' | 'refund.processed' | 'refund.failed', refundId: string) {
    const refund = this.#refundById(refundId);
    return {
      entity: 'event',
      account_id: 'acc_FakeSheesham01',
      event,
      contains: ['refund', 'payment'],
      payload: {
        refund: { entity: { ...refund } },
        payment: { entity: { ...this.#payment(refund.payment_id) } },
      },
      created_at: now(),
    };
  }

  /** A webhook event as Razorpay sends it, with this server's entity in its payload. */
  event(event: 'payment.captured' | 'order.paid', paymentId: string) {
    const payment = this.payments.get(paymentId);
    if (!payment) throw new Error(`fake Razorpay: no payment ${paymentId}`);
    const order = this.orders.get(payment.order_id) as RazorpayOrder;
    return {
      entity: 'event',
      account_id: 'acc_FakeSheesham01',
      event,
      contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
      payload: {
        payment: { entity: { ...payment } },
        ...(event === 'order.paid' ? { order: { entity: { ...order } } } : {}),
      },
      created_at: now(),
    };
  }

  #orderPaid(order: RazorpayOrder, payment: RazorpayPayment) {
    order.amount_paid = payment.amount;
    order.amount_due = order.amount - payment.amount;
  }

  #refundStatus(payment: RazorpayPayment) {
    const full = payment.amount_refunded === payment.amount;
    payment.refund_status = payment.amount_refunded === 0 ? null : full ? 'full' : 'partial';
    payment.status = full ? 'refunded' : 'captured';
  }

  async #handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const auth = request.headers.authorization;
    const entry: RecordedRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      credentials: auth?.startsWith('Basic ')
        ? Buffer.from(auth.slice(6), 'base64').toString('utf8')
        : null,
      contentType: request.headers['content-type'],
      body: undefined,
    };
    this.requests.push(entry);
    let status = 200;
    let body: unknown;
    try {
      if (this.unavailable) {
        throw new ApiError(503, 'The server is temporarily unavailable.', undefined, 'NA');
      }
      if (entry.credentials !== `${this.keys.keyId}:${this.keys.keySecret}`) {
        throw new ApiError(401, 'Authentication failed', undefined, 'NA');
      }
      if (text) {
        try {
          entry.body = JSON.parse(text);
        } catch {
          throw new ApiError(400, 'The request body is not valid JSON.');
        }
      }
      body = this.#route(entry.method, url.pathname, entry.body);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      status = error.status;
      body = error.body();
    }
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  #route(method: string, path: string, body: unknown): unknown {
    const parts = path.split('/').filter(Boolean);
    if (parts[0] !== 'v1')
      throw new ApiError(400, 'The requested URL was not found on the server.');
    const [, resource, id, action, subId] = parts;
    const route = `${method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}${subId ? '/:id' : ''}`;
    switch (route) {
      case 'POST orders':
        return this.#createOrder(record(body ?? {}, 'request body'));
      case 'GET orders/:id':
        return this.orders.get(id as string) ?? this.#throw(notFound());
      case 'GET payments/:id':
        return this.#payment(id as string);
      case 'POST payments/:id/capture':
        return this.#capture(this.#payment(id as string), record(body ?? {}, 'request body'));
      case 'POST payments/:id/refund':
        return this.#refund(this.#payment(id as string), record(body ?? {}, 'request body'));
      case 'GET payments/:id/refunds': {
        const items = [...this.refunds.values()].filter((r) => r.payment_id === id);
        return { entity: 'collection', count: items.length, items };
      }
      case 'GET refunds/:id':
        return this.#refundById(id as string);
      case 'GET payments/:id/refunds/:id': {
        const refund = this.#refundById(subId as string);
        if (refund.payment_id !== id) throw notFound();
        return refund;
      }
      default:
        throw new ApiError(400, 'The requested URL was not found on the server.');
    }
  }

  #throw(error: ApiError): never {
    throw error;
  }

  #payment(id: string): RazorpayPayment {
    return this.payments.get(id) ?? this.#throw(notFound());
  }

  #refundById(id: string): RazorpayRefund {
    return this.refunds.get(id) ?? this.#throw(notFound());
  }

  #createOrder(input: Record<string, unknown>): RazorpayOrder {
    const amount = amountPaise(input.amount);
    if (input.currency !== 'INR') {
      throw new ApiError(400, 'The currency should be INR for this account.', 'currency');
    }
    const order: RazorpayOrder = {
      id: newId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: 'INR',
      receipt: receipt(input.receipt),
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: notes(input.notes),
      created_at: now(),
    };
    this.orders.set(order.id, order);
    return order;
  }

  #capture(payment: RazorpayPayment, input: Record<string, unknown>): RazorpayPayment {
    const amount = amountPaise(input.amount);
    if (payment.status !== 'authorized') {
      throw new ApiError(400, 'This payment has already been captured');
    }
    if (amount !== payment.amount) {
      throw new ApiError(400, 'Capture amount must be equal to the amount authorized', 'amount');
    }
    if (input.currency !== undefined && input.currency !== payment.currency) {
      throw new ApiError(400, 'The currency does not match the payment currency.', 'currency');
    }
    payment.status = 'captured';
    payment.captured = true;
    const order = this.orders.get(payment.order_id) as RazorpayOrder;
    order.status = 'paid';
    this.#orderPaid(order, payment);
    return payment;
  }

  #refund(payment: RazorpayPayment, input: Record<string, unknown>): RazorpayRefund {
    if (!payment.captured) {
      throw new ApiError(400, 'Only captured payments can be refunded');
    }
    const left = payment.amount - payment.amount_refunded;
    const amount = input.amount === undefined ? left : amountPaise(input.amount);
    if (left === 0) throw new ApiError(400, 'The payment has been fully refunded already');
    if (amount > left) {
      throw new ApiError(
        400,
        'The refund amount provided is greater than amount captured',
        'amount',
      );
    }
    const speed = input.speed ?? 'normal';
    if (speed !== 'normal' && speed !== 'optimum') {
      throw new ApiError(400, 'The selected speed is invalid.', 'speed');
    }
    const refund: RazorpayRefund = {
      id: newId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: notes(input.notes),
      receipt: receipt(input.receipt),
      acquirer_data: { arn: null },
      created_at: now(),
      batch_id: null,
      status: 'pending',
      speed_processed: null,
      speed_requested: speed,
    };
    this.refunds.set(refund.id, refund);
    payment.amount_refunded += amount;
    this.#refundStatus(payment);
    return refund;
  }
}

/** Starts a fake Razorpay API that accepts only these keys. */
export function startRazorpayApi(keys: { keyId: string; keySecret: string }) {
  return new FakeRazorpayApi(keys).start();
}
