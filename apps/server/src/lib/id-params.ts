import { z } from 'zod';

/** `/:id` route params: ids are UUIDs, so anything longer than 100 characters is refused early. */
export const idParams = z.object({ id: z.string().max(100) });
