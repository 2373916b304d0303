import { deliverySlotChoiceSchema, orderSchema } from '@sheesham/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/types.ts';
import { idParams } from '../../lib/id-params.ts';
import { okOrError } from '../../lib/ok-or-error.ts';
import type { DeliverySlotService } from '../../modules/delivery-slots/index.ts';
import { moveDeliverySlot } from './move-delivery-slot.ts';

/** PUT /admin/orders/:id/delivery-slot `{date, slot}`: 200 with the order (inside the admin scope). */
export const deliverySlotMoveAdminRoutes: FastifyPluginAsyncZod<{
  db: Database;
  slots: DeliverySlotService;
}> = async (app, { db, slots }) => {
  app.put(
    '/admin/orders/:id/delivery-slot',
    {
      schema: {
        params: idParams,
        body: deliverySlotChoiceSchema,
        response: okOrError(orderSchema),
      },
    },
    (request) => moveDeliverySlot(db, slots, request.params.id, request.body),
  );
};
