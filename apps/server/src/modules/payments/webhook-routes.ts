import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/types.ts';
import type { PaymentGateway } from './gateway.ts';
import { receiveWebhook } from './webhook-service.ts';

export interface PaymentWebhookRoutesOptions {
  db: Database;
  gateway: PaymentGateway;
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
  { db, gateway },
) => {
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
    );
    request.log.info({ outcome }, 'payment webhook');
    return { ok: true };
  });
};
