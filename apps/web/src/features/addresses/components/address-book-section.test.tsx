import type { SavedAddress } from '@sheesham/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { buttonNamed, byId, click, clickAndSettle, text, typeInto, waitFor } from '@/testing/dom';
import { fakeApi } from '@/testing/fake-api';
import { render, resetTestState } from '@/testing/render';
import { AddressBookSection } from './address-book-section';

afterEach(resetTestState);

const LIST = 'GET /api/auth/profile/addresses';
const home: SavedAddress = {
  id: '7c0a1c1e-0000-4000-8000-000000000001',
  label: 'Home',
  full_name: 'Asha Verma',
  phone: '+919829012345',
  address: '12 Civil Lines',
  pincode: '302001',
  district: 'Jaipur',
  state: 'Rajasthan',
  is_default: true,
};

describe('the profile\u2019s saved addresses (issue #26)', () => {
  it('lists each address with its city, state and phone, the default marked', async () => {
    fakeApi({ [LIST]: () => ({ status: 200, body: [home] }) });
    render(<AddressBookSection />);
    await waitFor(() => expect(text()).toContain('Home · Asha Verma'));
    expect(text()).toContain('Jaipur, Rajasthan – 302001');
    expect(text()).toContain('+91 98290 12345');
    expect(text()).toContain('Default');
  });

  it('adds an address without sending a district or state, and reads the list again', async () => {
    let saved: SavedAddress[] = [];
    const calls = fakeApi({
      [LIST]: () => ({ status: 200, body: saved }),
      'GET /api/pincode-places/302001': () => ({
        status: 200,
        body: { pincode: '302001', district: 'Jaipur', state: 'Rajasthan' },
      }),
      'POST /api/auth/profile/addresses': () => {
        saved = [home];
        return { status: 201, body: home };
      },
    });
    render(<AddressBookSection />);
    await waitFor(() => expect(text()).toContain('No saved addresses yet'));
    await clickAndSettle(buttonNamed('Add address'));
    await waitFor(() => byId('address-pincode'));
    // Name and phone start from the account.
    expect(byId<HTMLInputElement>('address-full-name').value).toBe('Asha Verma');
    expect(byId<HTMLInputElement>('address-phone').value).toBe('+91 98290 12345');
    typeInto(byId('address-pincode'), '302 001');
    expect(byId<HTMLInputElement>('address-pincode').value).toBe('302001');
    await waitFor(() => expect(text()).toContain('Jaipur, Rajasthan'));
    typeInto(byId('address-lines'), '12 Civil Lines');
    await clickAndSettle(buttonNamed('Save address'));
    await waitFor(() => expect(text()).toContain('Home · Asha Verma'));
    const post = calls.find((call) => call.key === 'POST /api/auth/profile/addresses');
    expect(post?.body).toEqual({
      label: null,
      full_name: 'Asha Verma',
      phone: '+919829012345',
      address: '12 Civil Lines',
      pincode: '302001',
      is_default: false,
    });
  });

  it('asks before deleting, then deletes', async () => {
    let saved = [home];
    const calls = fakeApi({
      [LIST]: () => ({ status: 200, body: saved }),
      [`DELETE /api/auth/profile/addresses/${home.id}`]: () => {
        saved = [];
        return { status: 200, body: { deleted: true } };
      },
    });
    render(<AddressBookSection />);
    await waitFor(() => expect(text()).toContain('Home · Asha Verma'));
    click(buttonNamed('Delete'));
    const dialog = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[role="alertdialog"]');
      if (!found) throw new Error('no confirmation');
      return found;
    });
    expect(dialog.textContent).toContain('Delete this address?');
    await clickAndSettle(buttonNamed('Delete', dialog));
    await waitFor(() => expect(text()).toContain('No saved addresses yet'));
    expect(calls.some((call) => call.key.startsWith('DELETE'))).toBe(true);
  });
});
