import {
  apiErrorSchema,
  deliveryHolidayInputSchema,
  deliveryHolidayParamsSchema,
  deliveryHolidaySchema,
  deliveryZoneCreateSchema,
  deliveryZoneInputSchema,
  deliveryZoneSchema,
} from '@sheesham/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/id-params.ts';
import { okOrError } from '../../lib/ok-or-error.ts';
import type { DeliveryService } from './service.ts';

/**
 * /admin/delivery/…: the zones' charges, lead days, weekdays, cut-off, serviceability and assembly,
 * zones the owner adds and removes (decision 057), and the holidays (issue #26 item 7). Inside the admin scope: 401 without a session, 403 for a
 * customer. Every field is checked here by the shared schema, whatever the panel sends.
 */
export const deliveryAdminRoutes: FastifyPluginAsyncZod<{ delivery: DeliveryService }> = async (
  app,
  { delivery },
) => {
  app.get(
    '/admin/delivery/zones',
    { schema: { response: okOrError(z.array(deliveryZoneSchema)) } },
    async () => delivery.listZones(),
  );

  app.put(
    '/admin/delivery/zones/:id',
    {
      schema: {
        params: idParams,
        body: deliveryZoneInputSchema,
        response: okOrError(deliveryZoneSchema),
      },
    },
    async (request) => delivery.updateZone(request.params.id, request.body),
  );

  app.post(
    '/admin/delivery/zones',
    {
      schema: {
        body: deliveryZoneCreateSchema,
        response: { 201: deliveryZoneSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return delivery.createZone(request.body);
    },
  );

  app.delete(
    '/admin/delivery/zones/:id',
    { schema: { params: idParams, response: okOrError(z.array(deliveryZoneSchema)) } },
    // Answers the zones left, so the panel's list follows without another call.
    async (request) => {
      await delivery.removeZone(request.params.id);
      return delivery.listZones();
    },
  );

  app.get(
    '/admin/delivery/holidays',
    { schema: { response: okOrError(z.array(deliveryHolidaySchema)) } },
    async () => delivery.listHolidays(),
  );

  app.post(
    '/admin/delivery/holidays',
    {
      schema: {
        body: deliveryHolidayInputSchema,
        response: okOrError(deliveryHolidaySchema),
      },
    },
    async (request) => delivery.addHoliday(request.body),
  );

  app.delete(
    '/admin/delivery/holidays/:date',
    {
      schema: {
        params: deliveryHolidayParamsSchema,
        response: okOrError(z.array(deliveryHolidaySchema)),
      },
    },
    // Answers the holidays left, so the panel's list follows without another call.
    async (request) => {
      await delivery.removeHoliday(request.params.date);
      return delivery.listHolidays();
    },
  );
};
