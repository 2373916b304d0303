import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import type { TestAccount } from './accounts.ts';

/** The seeded zones as the admin API lists them. */
export async function listZones(app: App, admin: TestAccount) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/admin/delivery/zones',
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; name: string; charge: number; serviceable: boolean }[];
}

/**
 * Sets a seeded zone through the admin API (so the app's rules cache follows), keeping its days:
 * Monday to Saturday, 2 lead days, cut-off 14:00.
 */
export async function setZone(
  app: App,
  admin: TestAccount,
  name: string,
  change: { serviceable: boolean; charge: number; assembly?: boolean },
) {
  const zone = (await listZones(app, admin)).find((z) => z.name === name);
  if (!zone) throw new Error(`no zone ${name}`);
  const res = await app.inject({
    method: 'PUT',
    url: `/api/admin/delivery/zones/${zone.id}`,
    headers: admin.headers,
    payload: {
      lead_days: 2,
      weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
      cutoff: '14:00',
      assembly: true,
      ...change,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The seeded default leaves the rest of India unserved; tests that ship there turn it on. */
export const serveRestOfIndia = (app: App, admin: TestAccount, charge = 0) =>
  setZone(app, admin, 'Rest of India', { serviceable: true, charge });
