import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/** One registered route: its method, full path and config (read when asked, after all hooks). */
export interface RouteTableEntry {
  method: string;
  url: string;
  readonly config: RouteOptions['config'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered after this plugin, in registration order. */
    routeTable: readonly RouteTableEntry[];
  }
}

/**
 * Records every route as it is registered, so checks over the whole route table (such as "every
 * admin route refuses a customer") walk the real routes instead of a hand-kept list.
 */
export const routeTablePlugin = fp(
  async (app) => {
    const table: RouteTableEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        // The config is read later: hooks of the scope the route sits in may still set flags.
        table.push({
          method,
          url: route.url,
          get config() {
            return route.config;
          },
        });
      }
    });
  },
  { name: 'route-table' },
);
