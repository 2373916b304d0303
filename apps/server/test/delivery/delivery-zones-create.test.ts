import { describe, expect, it } from 'vitest';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// Decision 057: the owner adds zones (listed pincodes and prefixes, the same fields and rules as
// an edit) that are tried before the shop's own, and removes them; the shop's distance bands and
// the rest of India are switched off, never removed.
const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const t = useTestApp();
const admin = useAdmin(t);
const customer = useCustomer(t);

interface Zone {
  id: string;
  name: string;
  position: number;
  charge: number;
  removable: boolean;
  match: { pincodes: string[]; prefixes: string[] };
}

/** Ajmer, about 125 km from the showroom: the seeded 50 to 150 km band, ₹1,499. */
const AJMER = '305001';

const fields = {
  serviceable: true,
  charge: 499,
  lead_days: 1,
  weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  cutoff: '14:00',
  assembly: true,
};

const postZone = (body: unknown, headers = admin.headers) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/delivery/zones',
    headers,
    payload: body as object,
  });

const deleteZone = (id: string, headers = admin.headers) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/delivery/zones/${id}`, headers });

async function zones(): Promise<Zone[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/delivery/zones',
    headers: admin.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function chargeTo(pincode: string): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/delivery/estimate?pincode=${pincode}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().charge;
}

describe(`zones the owner adds and removes (${DB})`, () => {
  it('adds a zone by pincode and prefix, tried before the shop’s own, and removes it again', async () => {
    expect(await chargeTo(AJMER)).toBe(1499);
    const lowest = Math.min(...(await zones()).map((z) => z.position));
    const created = await postZone({
      ...fields,
      name: 'Ajmer city',
      pincodes: [AJMER, AJMER],
      prefixes: ['3051'],
      // Never the client's to set: ignored.
      position: 99,
      within_km: 500,
      rest_of_india: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const zone = created.json() as Zone;
    expect(zone).toMatchObject({
      name: 'Ajmer city',
      charge: 499,
      removable: true,
      position: lowest - 1,
      match: { within_km: null, pincodes: [AJMER], prefixes: ['3051'], rest_of_india: false },
    });
    expect((await zones())[0]?.id).toBe(zone.id);
    expect(await chargeTo(AJMER)).toBe(499);

    const removed = await deleteZone(zone.id);
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as Zone[]).map((z) => z.id)).not.toContain(zone.id);
    expect(await chargeTo(AJMER)).toBe(1499);
    expect((await deleteZone(zone.id)).statusCode).toBe(404);
  });

  it('refuses bad input with the edit’s field errors and its own, writing nothing', async () => {
    const before = (await zones()).length;
    const valid = { ...fields, name: 'Kishangarh', pincodes: ['305801'] };
    const cases: [Record<string, unknown>, string][] = [
      [{ charge: -1 }, 'charge'],
      [{ charge: 10.005 }, 'charge'],
      [{ lead_days: 61 }, 'lead_days'],
      [{ weekdays: [] }, 'weekdays'],
      [{ cutoff: '24:00' }, 'cutoff'],
      [{ serviceable: 'yes' }, 'serviceable'],
      [{ name: '' }, 'name'],
      [{ name: 'Two\nlines' }, 'name'],
      [{ pincodes: [] }, 'pincodes'],
      [{ pincodes: ['012345'] }, 'pincodes.0'],
      [{ pincodes: ['999999'] }, 'pincodes'],
      [{ pincodes: [], prefixes: ['0'] }, 'prefixes.0'],
      [{ pincodes: Array.from({ length: 501 }, () => AJMER) }, 'pincodes'],
    ];
    for (const [change, field] of cases) {
      const res = await postZone({ ...valid, ...change });
      expect(res.statusCode, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(Object.keys(res.json().error.fields), JSON.stringify(change).slice(0, 80)).toContain(
        field,
      );
    }
    const unknown = await postZone({ ...valid, pincodes: ['305801', '999999'] });
    expect(unknown.json().error.fields.pincodes).toBe('Unknown pincode: 999999');
    expect((await postZone(valid, customer.headers)).statusCode).toBe(403);
    expect((await zones()).length).toBe(before);
  });

  it('keeps the distance bands and the rest of India: they are switched off, not removed', async () => {
    for (const name of ['50 to 150 km', 'Rest of India']) {
      const zone = (await zones()).find((z) => z.name === name);
      expect(zone?.removable).toBe(false);
      const res = await deleteZone(zone?.id ?? '');
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('zone_kept');
    }
    expect((await zones()).map((z) => z.name)).toEqual(
      expect.arrayContaining(['50 to 150 km', 'Rest of India']),
    );
    expect((await deleteZone('not-a-uuid')).statusCode).toBe(404);
    const own = await postZone({ ...fields, name: 'Beawar', pincodes: ['305901'] });
    expect((await deleteZone(own.json().id, customer.headers)).statusCode).toBe(403);
    expect((await deleteZone(own.json().id)).statusCode).toBe(200);
  });

  it('zones added at once each get their own place; one name is taken once (409 on the name)', async () => {
    const names = ['Pushkar', 'Nasirabad', 'Kekri', 'Sarwar', 'Bijainagar'];
    const made = await Promise.all(
      names.map((name) => postZone({ ...fields, name, prefixes: ['305'] })),
    );
    expect(made.map((r) => r.statusCode)).toEqual(names.map(() => 201));
    const positions = made.map((r) => (r.json() as Zone).position);
    expect(new Set(positions).size).toBe(names.length);

    const twins = await Promise.all(
      [1, 2].map(() => postZone({ ...fields, name: 'Masuda', prefixes: ['3054'] })),
    );
    expect(twins.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const taken = twins.find((r) => r.statusCode === 409);
    expect(taken?.json().error).toMatchObject({
      code: 'zone_name_taken',
      fields: { name: 'Another zone has this name' },
    });
    expect((await zones()).filter((z) => z.name === 'Masuda')).toHaveLength(1);
  });
});
