import { z } from 'zod';

/**
 * The body schema of a route that takes no fields: nothing (Fastify gives a bodyless DELETE as
 * null), JSON null, or an empty JSON object. Anything else (a stray field, an array, a deeply
 * nested value) is a 400 before a handler sees it.
 */
export const noBody = z.strictObject({}).nullish();
