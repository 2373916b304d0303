import { randomUUID } from 'node:crypto';
import type { App } from '../../src/app.ts';

export const routeName = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** The routes the admin scope flagged, read from the app's real route table. */
export function adminRoutes(app: App) {
  return app.routeTable.filter((route) => route.config?.adminOnly === true);
}

/** A concrete URL for a route pattern: every `:param` becomes a random (unknown) uuid. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, () => randomUUID());

/**
 * `METHOD /url <as customer> <anonymous>` for every admin route: what a signed-in customer and a
 * caller without a session are answered (403 and 401 when the scope holds).
 */
export async function adminRouteAnswers(
  app: App,
  customer: { authorization: string },
): Promise<string[]> {
  const answers: string[] = [];
  for (const route of adminRoutes(app)) {
    const request = { method: route.method as 'GET', url: concrete(route.url) };
    const asCustomer = await app.inject({ ...request, headers: customer });
    const anonymous = await app.inject(request);
    answers.push(`${routeName(route)} ${asCustomer.statusCode} ${anonymous.statusCode}`);
  }
  return answers;
}
