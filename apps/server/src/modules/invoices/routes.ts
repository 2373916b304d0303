import { apiErrorSchema, fromPaise } from '@sheesham/shared';
import { type TaxDocumentSummary, taxDocumentSummarySchema } from '@sheesham/shared/tax-documents';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/types.ts';
import { notFound } from '../../lib/http-error.ts';
import { okOrError } from '../../lib/ok-or-error.ts';
import { requireUser, type SessionUser, signedInUser } from '../../plugins/auth.ts';
import { findOrderOwner, ORDER_NOT_FOUND } from '../orders/index.ts';
import type { TaxDocument } from './facts.ts';
import { taxDocumentFilename } from './pdf-filename.ts';
import { renderTaxDocumentPdf } from './render-pdf.ts';
import type { InvoiceService } from './service.ts';

export interface InvoiceRoutesOptions {
  db: Database;
  invoices: InvoiceService;
}

const orderParams = z.object({ id: z.string().max(100) });
const noteParams = orderParams.extend({ noteId: z.string().max(100) });

/** Each document's PDF path under /api, for the list. */
function pdfPath(base: string, document: TaxDocument) {
  return document.kind === 'invoice'
    ? `${base}/${document.orderId}/invoice.pdf`
    : `${base}/${document.orderId}/credit-notes/${document.id}.pdf`;
}

function summary(base: string, document: TaxDocument): TaxDocumentSummary {
  return {
    id: document.id,
    kind: document.kind,
    number: document.number,
    issued_at: document.issuedAt.toISOString(),
    total: fromPaise(document.totalPaise),
    pdf_path: pdfPath(base, document),
  };
}

async function sendPdf(reply: FastifyReply, document: TaxDocument) {
  const file = taxDocumentFilename(document);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file}"`)
    .header('cache-control', 'private, no-store')
    .send(await renderTaxDocumentPdf(document));
}

/**
 * The three calls of one audience under `base`: the order's documents, its invoice's PDF and a
 * credit note's PDF. `mayViewOrder` says whether the caller may see the order; when not, 404, the
 * same as for an order that does not exist.
 */
function documentRoutes(
  app: FastifyInstance,
  base: string,
  options: InvoiceRoutesOptions & {
    onRequest?: typeof requireUser;
    mayViewOrder: (orderId: string, viewer: SessionUser) => Promise<boolean>;
  },
) {
  const { invoices, mayViewOrder, onRequest } = options;
  const checked = async (orderId: string, viewer: SessionUser) => {
    if (!(await mayViewOrder(orderId, viewer))) throw notFound(ORDER_NOT_FOUND);
  };
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    `${base}/:id/tax-documents`,
    {
      onRequest,
      schema: { params: orderParams, response: okOrError(z.array(taxDocumentSummarySchema)) },
    },
    async (request) => {
      await checked(request.params.id, signedInUser(request));
      return (await invoices.documentsOf(request.params.id)).map((d) => summary(base, d));
    },
  );

  typed.get(
    `${base}/:id/invoice.pdf`,
    { onRequest, schema: { params: orderParams, response: { '4xx': apiErrorSchema } } },
    async (request, reply) => {
      await checked(request.params.id, signedInUser(request));
      return sendPdf(reply, await invoices.documentOf(request.params.id, 'invoice'));
    },
  );

  typed.get(
    `${base}/:id/credit-notes/:noteId.pdf`,
    { onRequest, schema: { params: noteParams, response: { '4xx': apiErrorSchema } } },
    async (request, reply) => {
      await checked(request.params.id, signedInUser(request));
      const note = await invoices.documentOf(request.params.id, {
        creditNoteId: request.params.noteId,
      });
      return sendPdf(reply, note);
    },
  );
}

/** The customer's: /auth/profile/orders/:id/…, for their own orders (and for admins). */
export const invoiceRoutes: FastifyPluginAsyncZod<InvoiceRoutesOptions> = async (app, options) => {
  documentRoutes(app, '/auth/profile/orders', {
    ...options,
    onRequest: requireUser,
    mayViewOrder: async (orderId, viewer) => {
      const order = await findOrderOwner(options.db, orderId);
      return order !== null && (viewer.isAdmin || order.userId === viewer.id);
    },
  });
};

/** The admin's: /admin/orders/:id/…, inside the admin scope (which checks the role). */
export const invoiceAdminRoutes: FastifyPluginAsyncZod<InvoiceRoutesOptions> = async (
  app,
  options,
) => {
  documentRoutes(app, '/admin/orders', {
    ...options,
    mayViewOrder: async (orderId) => (await findOrderOwner(options.db, orderId)) !== null,
  });
};
