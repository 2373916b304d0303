import { apiErrorSchema } from '@sheesham/shared';
import type { z } from 'zod';

/**
 * The response schemas of a route that answers 200 with `ok`, and any 4xx in the API's one error
 * shape. Routes that answer both 200 and 201 (a replayed order) list theirs out.
 */
export const okOrError = <Ok extends z.ZodType>(ok: Ok) =>
  ({ 200: ok, '4xx': apiErrorSchema }) as const;

/** The same for a route that creates: 201 with `created`, or any 4xx in the error shape. */
export const createdOrError = <Created extends z.ZodType>(created: Created) =>
  ({ 201: created, '4xx': apiErrorSchema }) as const;
