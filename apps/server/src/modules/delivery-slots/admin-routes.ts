import {
  slotCalendarQuerySchema,
  slotCalendarSchema,
  slotCodeParamsSchema,
  slotDayBodySchema,
  slotDayParamsSchema,
  slotDefaultBodySchema,
} from '@sheesham/shared';
import { kolkataDay } from '@sheesham/shared/kolkata-calendar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okOrError } from '../../lib/ok-or-error.ts';
import type { DeliverySlotService } from './service.ts';

/**
 * The admin's slots and capacities (inside the admin scope): GET /admin/delivery-slots?from=
 * (14 days from `from`, today in India by default), PUT /admin/delivery-slots/{slot} (the
 * default places) and PUT /admin/delivery-slots/{slot}/days/{date} (one day's places, or null for
 * the default). Each change answers with the calendar from today, as the panel shows it.
 */
export const deliverySlotAdminRoutes: FastifyPluginAsyncZod<{
  slots: DeliverySlotService;
}> = async (app, { slots }) => {
  app.get(
    '/admin/delivery-slots',
    { schema: { querystring: slotCalendarQuerySchema, response: okOrError(slotCalendarSchema) } },
    (request) => slots.calendar(request.query.from ?? kolkataDay(new Date())),
  );

  app.put(
    '/admin/delivery-slots/:slot',
    {
      schema: {
        params: slotCodeParamsSchema,
        body: slotDefaultBodySchema,
        response: okOrError(slotCalendarSchema),
      },
    },
    async (request) => {
      await slots.setDefaultCapacity(request.params.slot, request.body.default_capacity);
      return slots.calendar(kolkataDay(new Date()));
    },
  );

  app.put(
    '/admin/delivery-slots/:slot/days/:date',
    {
      schema: {
        params: slotDayParamsSchema,
        body: slotDayBodySchema,
        response: okOrError(slotCalendarSchema),
      },
    },
    async (request) => {
      const { slot, date } = request.params;
      await slots.setDayCapacity(date, slot, request.body.capacity);
      return slots.calendar(kolkataDay(new Date()));
    },
  );
};
