import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/types.ts';
import type { PaymentGateway } from './gateway.ts';
import { SandboxGateway } from './sandbox-gateway.ts';
import { type RefundEventSink, receiveWebhook } from './webhook-service.ts';

export interface PaymentWebhookRoutesOptions {
  db: Database;
  gateway: PaymentGateway;
  /** Applies refund.* events (the refunds module). */
  refundEvents?: RefundEventSink;
}

/** Razorpay's events are a few KB; this leaves ample room and refuses anything silly. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

function singleHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * POST /payment/webhook. The signature covers the exact bytes Razorpay sent, so this plugin (and
 * only this one: Fastify encapsulates content-type parsers per plugin) keeps every body as a raw
 * Buffer instead of parsing JSON; the service parses it after checking the signature.
 */
export const paymentWebhookRoutes: FastifyPluginAsync<PaymentWebhookRoutesOptions> = async (
  app,
  { db, gateway, refundEvents },
) => {
  // The sandbox reports its refunds through this same service, signature and de-duplication included.
  if (gateway instanceof SandboxGateway) {
    gateway.deliverWebhooksTo((delivery) =>
      receiveWebhook(db, gateway, delivery, app.log, refundEvents),
    );
  }

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post('/payment/webhook', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request) => {
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const outcome = await receiveWebhook(
      db,
      gateway,
      {
        rawBody,
        signature: singleHeader(request.headers['x-razorpay-signature']),
        eventId: singleHeader(request.headers['x-razorpay-event-id']),
      },
      request.log,
      refundEvents,
    );
    request.log.info({ outcome }, 'payment webhook');
    return { ok: true };
  });
};
