import { describe, expect, it } from 'vitest';
import { localInvalidation } from '../../src/lib/invalidation-bus.ts';
import { DeliveryService } from '../../src/modules/delivery/index.ts';
import { UNKNOWN_PINCODE } from '../../src/modules/pincodes/index.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// Issue #26 items 2, 3 and 7 (decision 049): the seeded zones, the estimate, the admin's edits.
const t = useTestApp();
const admin = useAdmin(t);
const customer = useCustomer(t);

/** 2026-12-01 is a Tuesday; times are India's. */
const at = (day: string, clock: string) => new Date(`${day}T${clock}:00+05:30`);

const estimate = (pincode: string) =>
  t.app.inject({ method: 'GET', url: `/api/delivery/estimate?pincode=${pincode}` });

async function zoneNamed(name: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/delivery/zones',
    headers: admin.headers,
  });
  expect(res.statusCode).toBe(200);
  const zone = res.json().find((z: { name: string }) => z.name === name);
  if (!zone) throw new Error(`no zone ${name}`);
  return zone;
}

function putZone(id: string, body: unknown, headers = admin.headers) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/delivery/zones/${id}`,
    headers,
    payload: body as object,
  });
}

describe(`delivery zones (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('estimates Jaipur free with assembly, 100 km away at a charge, Delhi not yet', async () => {
    const jaipur = await estimate('302001');
    expect(jaipur.statusCode).toBe(200);
    expect(jaipur.json()).toMatchObject({
      pincode: '302001',
      district: 'Jaipur',
      state: 'Rajasthan',
      state_code: '08',
      serviceable: true,
      charge: 0,
      assembly: true,
    });
    expect(jaipur.json().earliest_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(jaipur.headers['cache-control']).toBe('public, max-age=60');

    // Ajmer (305001) is about 125 km from the showroom: the 50 to 150 km band.
    expect((await estimate('305001')).json()).toMatchObject({ serviceable: true, charge: 1499 });
    expect((await estimate('110001')).json()).toMatchObject({
      state: 'Delhi',
      serviceable: false,
      charge: 0,
      earliest_date: null,
      assembly: false,
    });
  });

  it('answers an unknown or malformed pincode with a 400 field error', async () => {
    const unknown = await estimate('999999');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ pincode: UNKNOWN_PINCODE });
    const malformed = await estimate('0123');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.pincode).toBe('Invalid Indian pincode');
  });

  it("dates follow the zone's lead days, cut-off, weekdays and the holidays", async () => {
    const delivery = new DeliveryService(t.db, localInvalidation);
    // Seeded: Jaipur 2 lead days, Monday to Saturday, cut-off 14:00.
    expect(await delivery.earliestDeliveryDate('302001', at('2026-12-01', '13:59'))).toBe(
      '2026-12-03',
    );
    expect(await delivery.earliestDeliveryDate('302001', at('2026-12-01', '14:00'))).toBe(
      '2026-12-04',
    );
    // Friday + 2 = Sunday, not a delivery day: Monday.
    expect(await delivery.earliestDeliveryDate('302001', at('2026-12-04', '10:00'))).toBe(
      '2026-12-07',
    );
    // Christmas (seeded) on a Friday: Saturday.
    expect(await delivery.earliestDeliveryDate('302001', at('2026-12-23', '10:00'))).toBe(
      '2026-12-26',
    );
    expect(await delivery.earliestDeliveryDate('110001', at('2026-12-01', '10:00'))).toBeNull();
  });

  it("an admin's change to a zone is what the next estimate says, holidays included", async () => {
    const zone = await zoneNamed('Jaipur, within 50 km');
    const changed = await putZone(zone.id, {
      serviceable: true,
      charge: 249.5,
      lead_days: 1,
      weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
      cutoff: '11:30',
      assembly: false,
      // Never the client's to set: ignored.
      name: 'Renamed',
      charge_paise: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Jaipur, within 50 km',
      charge: 249.5,
      lead_days: 1,
      weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
      cutoff: '11:30',
      assembly: false,
    });
    expect((await estimate('302001')).json()).toMatchObject({ charge: 249.5, assembly: false });

    const delivery = new DeliveryService(t.db, localInvalidation);
    // Tuesday 11:29 → Wednesday; 11:30 → Thursday; a holiday on that Thursday → Friday.
    expect(await delivery.earliestDeliveryDate('302001', at('2026-12-01', '11:29'))).toBe(
      '2026-12-02',
    );
    const holiday = await t.app.inject({
      method: 'POST',
      url: '/api/admin/delivery/holidays',
      headers: admin.headers,
      payload: { date: '2026-12-03', name: 'Shop closed' },
    });
    expect(holiday.statusCode).toBe(200);
    const fresh = new DeliveryService(t.db, localInvalidation);
    expect(await fresh.earliestDeliveryDate('302001', at('2026-12-01', '11:30'))).toBe(
      '2026-12-04',
    );
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/delivery/holidays/2026-12-03',
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().map((h: { date: string }) => h.date)).not.toContain('2026-12-03');

    const rest = await zoneNamed('Rest of India');
    expect(
      (
        await putZone(rest.id, {
          serviceable: true,
          charge: 4999,
          lead_days: 10,
          weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
          cutoff: '14:00',
          assembly: false,
        })
      ).statusCode,
    ).toBe(200);
    expect((await estimate('110001')).json()).toMatchObject({ serviceable: true, charge: 4999 });
  });

  it('refuses bad zone and holiday input with field errors, and customers altogether', async () => {
    const zone = await zoneNamed('50 to 150 km');
    const valid = {
      serviceable: true,
      charge: 1499,
      lead_days: 4,
      weekdays: ['Mon'],
      cutoff: '14:00',
      assembly: true,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ charge: -1 }, 'charge'],
      [{ charge: 10.005 }, 'charge'],
      [{ charge: 50_001 }, 'charge'],
      [{ lead_days: 61 }, 'lead_days'],
      [{ lead_days: 1.5 }, 'lead_days'],
      [{ weekdays: [] }, 'weekdays'],
      [{ weekdays: ['Funday'] }, 'weekdays.0'],
      [{ cutoff: '24:00' }, 'cutoff'],
      [{ serviceable: 'yes' }, 'serviceable'],
    ];
    for (const [change, field] of cases) {
      const res = await putZone(zone.id, { ...valid, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.json().error.fields), JSON.stringify(change)).toContain(field);
    }
    expect((await putZone('not-a-uuid', valid)).statusCode).toBe(404);
    expect((await putZone('00000000-0000-4000-8000-000000000000', valid)).statusCode).toBe(404);
    expect((await putZone(zone.id, valid, customer.headers)).statusCode).toBe(403);
    expect((await zoneNamed('50 to 150 km')).charge).toBe(1499);

    const badDay = await t.app.inject({
      method: 'POST',
      url: '/api/admin/delivery/holidays',
      headers: admin.headers,
      payload: { date: '2026-02-30', name: 'No such day' },
    });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().error.fields).toHaveProperty('date');
    const noHoliday = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/delivery/holidays/2030-01-01',
      headers: admin.headers,
    });
    expect(noHoliday.statusCode).toBe(404);
  });
});
