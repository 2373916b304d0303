import { pincodePlaceSchema } from '@sheesham/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okOrError } from '../../lib/ok-or-error.ts';
import { requireKnownPincode } from '../pincodes/index.ts';

/** The dataset changes only with a release: a day in any cache is safe. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * GET /pincode-places/{pincode}: the district and state an address form shows as soon as a
 * pincode is typed (checkout, the profile's addresses, staff orders). Public, like the pincode
 * itself; an unknown pincode is a 400 on `pincode`. The server still answers the place itself
 * whenever an address is saved: this is only for display.
 */
export const pincodePlaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pincode-places/:pincode',
    {
      schema: {
        params: z.object({ pincode: z.string().max(20) }),
        response: okOrError(pincodePlaceSchema),
      },
    },
    async (request, reply) => {
      const place = requireKnownPincode(request.params.pincode, 'pincode');
      reply.header('cache-control', CACHE_CONTROL);
      return { pincode: place.pincode, district: place.district, state: place.state.name };
    },
  );
};
