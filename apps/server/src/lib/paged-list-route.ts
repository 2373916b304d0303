import { TOTAL_COUNT_HEADER } from '@sheesham/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { okOrError } from './ok-or-error.ts';

/** One page of a list, how many match in all, and any further count headers to send. */
export interface ListPage<Item> {
  items: Item[];
  total: number;
  headers?: Record<string, string>;
}

/**
 * GET `path` for an admin list: the query is validated by `querystring`, the page answers as
 * `list`, and X-Total-Count carries the count before paging (SPEC §7's lists page the same way).
 */
export function pagedListRoute<Query extends z.ZodType, List extends z.ZodArray>(
  app: FastifyInstance,
  path: string,
  schemas: { querystring: Query; list: List },
  readPage: (query: z.output<Query>) => Promise<ListPage<z.input<List['element']>>>,
) {
  // Typed by the arguments above: the zod provider cannot resolve these generic schemas here.
  app.get(
    path,
    { schema: { querystring: schemas.querystring, response: okOrError(schemas.list) } },
    async (request, reply) => {
      const page = await readPage(request.query as z.output<Query>);
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      for (const [name, value] of Object.entries(page.headers ?? {})) reply.header(name, value);
      return page.items;
    },
  );
}
