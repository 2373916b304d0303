import { apiErrorSchema } from '@sheesham/shared';
import type { z } from 'zod';

/**
 * The response schemas of a route that answers 200 with `ok`, and any 4xx in the API's one error
 * shape. Routes with other success statuses (201, or 200 and 201) list theirs out.
 */
export const okOrError = <Ok extends z.ZodType>(ok: Ok) =>
  ({ 200: ok, '4xx': apiErrorSchema }) as const;
