import { MAX_SAVED_ADDRESSES } from '@sheesham/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { savedAddresses } from '../../src/db/schema.ts';
import { signUp, signUpAdmin, type TestAccount } from '../helpers/accounts.ts';
import { sendAs } from '../helpers/send-as.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();
const URL = '/api/auth/profile/addresses';

/** A valid address body; tests override fields. */
const home = (overrides: Record<string, unknown> = {}) => ({
  label: 'Home',
  full_name: 'Meera Joshi',
  phone: '98290 12345',
  address: '14 Civil Lines, near the water tower',
  pincode: '302001',
  ...overrides,
});

const add = (account: TestAccount, body: unknown) => sendAs(t.app, account, 'POST', URL, body);
const edit = (account: TestAccount, id: string, body: unknown) =>
  sendAs(t.app, account, 'PUT', `${URL}/${id}`, body);
const remove = (account: TestAccount, id: string) =>
  sendAs(t.app, account, 'DELETE', `${URL}/${id}`);
const list = async (account: TestAccount) => {
  const response = await sendAs(t.app, account, 'GET', URL);
  expect(response.statusCode).toBe(200);
  return response.json() as { id: string; is_default: boolean; label: string | null }[];
};

async function addOk(account: TestAccount, body: unknown): Promise<string> {
  const response = await add(account, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function defaultsOf(userId: string) {
  const rows = await t.db.select().from(savedAddresses).where(eq(savedAddresses.userId, userId));
  return rows.filter((row) => row.isDefault).map((row) => row.id);
}

describe('the address book without a session', () => {
  it('answers 401 to every call, whatever the body', async () => {
    for (const [method, url] of [
      ['GET', URL],
      ['POST', URL],
      ['PUT', `${URL}/00000000-0000-4000-8000-000000000000`],
      ['DELETE', `${URL}/00000000-0000-4000-8000-000000000000`],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: { nonsense: 1 } });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error.code).toBe('unauthorized');
    }
  });
});

describe('adding and reading addresses', () => {
  let customer: TestAccount;
  beforeAll(async () => {
    customer = await signUp(t.app);
  });

  it('answers district and state from the pincode and ignores those the client sends', async () => {
    const response = await add(customer, home({ district: 'Pune', state: 'Goa', id: 'mine' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      label: 'Home',
      full_name: 'Meera Joshi',
      phone: '+919829012345',
      address: '14 Civil Lines, near the water tower',
      pincode: '302001',
      district: 'Jaipur',
      state: 'Rajasthan',
      // The first address is the default, asked or not.
      is_default: true,
    });
    expect(response.json().id).not.toBe('mine');
    const [row] = await t.db
      .select()
      .from(savedAddresses)
      .where(eq(savedAddresses.id, response.json().id));
    expect(row).toMatchObject({ district: 'Jaipur', state: 'Rajasthan', userId: customer.id });
  });

  it('keeps a missing or empty label as none', async () => {
    const response = await add(customer, home({ label: '', pincode: '400001' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      label: null,
      district: 'Mumbai',
      state: 'Maharashtra',
      is_default: false,
    });
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const before = (await list(customer)).length;
    const cases: [Record<string, unknown>, string][] = [
      [home({ full_name: '' }), 'full_name'],
      [home({ phone: '12345' }), 'phone'],
      [home({ phone: undefined }), 'phone'],
      [home({ address: '   ' }), 'address'],
      [home({ pincode: '012345' }), 'pincode'],
      [home({ label: 'x'.repeat(31) }), 'label'],
      [home({ is_default: 'yes' }), 'is_default'],
    ];
    for (const [body, field] of cases) {
      const response = await add(customer, body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error.code).toBe('validation_error');
      expect(Object.keys(response.json().error.fields), field).toContain(field);
    }
    expect((await list(customer)).length).toBe(before);
  });

  it('refuses a well-formed pincode that does not exist, as a field error', async () => {
    for (const pincode of ['999999', '100000']) {
      const response = await add(customer, home({ pincode }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ pincode: expect.any(String) });
    }
  });
});

describe('one customer never sees or changes another\u2019s addresses', () => {
  let owner: TestAccount;
  let stranger: TestAccount;
  let ownersId: string;
  beforeAll(async () => {
    owner = await signUp(t.app);
    stranger = await signUp(t.app);
    ownersId = await addOk(owner, home());
  });

  it('lists only the caller\u2019s own', async () => {
    expect((await list(owner)).map((a) => a.id)).toEqual([ownersId]);
    expect(await list(stranger)).toEqual([]);
  });

  it('answers 404 to editing or deleting another\u2019s, and changes nothing', async () => {
    const edited = await edit(stranger, ownersId, home({ full_name: 'Intruder' }));
    expect(edited.statusCode).toBe(404);
    expect(edited.json().error.code).toBe('not_found');
    expect((await remove(stranger, ownersId)).statusCode).toBe(404);
    const [row] = await t.db.select().from(savedAddresses).where(eq(savedAddresses.id, ownersId));
    expect(row?.fullName).toBe('Meera Joshi');
  });

  it('answers 404 to an id that is not a UUID', async () => {
    expect((await edit(owner, 'not-a-uuid', home())).statusCode).toBe(404);
    expect((await remove(owner, 'not-a-uuid')).statusCode).toBe(404);
  });
});

describe('editing, the default and deleting', () => {
  it('edits the fields and answers the new pincode\u2019s place', async () => {
    const customer = await signUp(t.app);
    const id = await addOk(customer, home());
    const response = await edit(
      customer,
      id,
      home({ label: 'Office', pincode: '110001', state: 'Rajasthan' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      label: 'Office',
      district: 'Central Delhi',
      state: 'Delhi',
      is_default: true,
    });
    const unknown = await edit(customer, id, home({ pincode: '999999' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty('pincode');
  });

  it('moves the default, and never clears it with is_default false', async () => {
    const customer = await signUp(t.app);
    const first = await addOk(customer, home());
    const second = await addOk(customer, home({ label: 'Office', is_default: true }));
    expect(await defaultsOf(customer.id)).toEqual([second]);
    expect((await list(customer))[0]?.id).toBe(second);
    const unset = await edit(customer, second, home({ is_default: false }));
    expect(unset.json().is_default).toBe(true);
    expect(await defaultsOf(customer.id)).toEqual([second]);
    await edit(customer, first, home({ is_default: true }));
    expect(await defaultsOf(customer.id)).toEqual([first]);
  });

  it('makes the newest address left the default when the default is deleted', async () => {
    const customer = await signUp(t.app);
    const first = await addOk(customer, home());
    await addOk(customer, home({ label: 'Office' }));
    const newest = await addOk(customer, home({ label: 'Parents' }));
    const response = await remove(customer, first);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true });
    expect(await defaultsOf(customer.id)).toEqual([newest]);
    expect((await remove(customer, first)).statusCode).toBe(404);
  });
});

describe('under concurrent requests', () => {
  it('leaves exactly one default when every address is made the default at once', async () => {
    const customer = await signUp(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await addOk(customer, home({ label: `Place ${i}` })));
    for (let round = 0; round < 3; round++) {
      const responses = await Promise.all(
        ids.map((id) => edit(customer, id, home({ label: 'Raced', is_default: true }))),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
      const defaults = await defaultsOf(customer.id);
      expect(defaults).toHaveLength(1);
      expect(ids).toContain(defaults[0]);
    }
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses, however many are added at once`, async () => {
    const customer = await signUp(t.app);
    const tries = MAX_SAVED_ADDRESSES + 5;
    const responses = await Promise.all(
      Array.from({ length: tries }, (_, i) => add(customer, home({ label: `Try ${i}` }))),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([
      ...Array(MAX_SAVED_ADDRESSES).fill(201),
      ...Array(tries - MAX_SAVED_ADDRESSES).fill(409),
    ]);
    const refused = responses.find((r) => r.statusCode === 409);
    expect(refused?.json().error.code).toBe('too_many_addresses');
    expect(await list(customer)).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(await defaultsOf(customer.id)).toHaveLength(1);
  });
});

describe('GET /api/admin/customers/:id/addresses', () => {
  it('shows staff a customer\u2019s addresses and refuses customers', async () => {
    const admin = await signUpAdmin(t.app, t.db);
    const customer = await signUp(t.app);
    const id = await addOk(customer, home());
    const url = `/api/admin/customers/${customer.id}/addresses`;
    const response = await sendAs(t.app, admin, 'GET', url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([expect.objectContaining({ id, district: 'Jaipur' })]);
    expect((await sendAs(t.app, customer, 'GET', url)).statusCode).toBe(403);
    expect((await sendAs(t.app, null, 'GET', url)).statusCode).toBe(401);
  });
});

describe('GET /api/pincode-places/:pincode', () => {
  it('answers the district and state of a known pincode, to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/pincode-places/400001' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      pincode: '400001',
      district: 'Mumbai',
      state: 'Maharashtra',
    });
    expect(response.headers['cache-control']).toContain('max-age');
  });

  it('answers an unknown or malformed pincode with a field error', async () => {
    for (const pincode of ['999999', '12ab', '0123456']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/pincode-places/${pincode}` });
      expect(response.statusCode, pincode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('pincode');
    }
  });
});
