import type { ProfileUser } from '@sheesham/shared';
import { act, createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentToast, dismissToast } from '@/components/ui/toast-store';
import { fakeApi, resetFakeApi } from '../testing/fake-api';
import { buttonNamed, cleanup, click, render, waitFor } from '../testing/render';
import { EditProfileDialog } from './edit-profile-dialog';

const profile: ProfileUser = {
  _id: 'user-1',
  fullName: 'Asha Verma',
  email: 'asha@example.in',
  phoneNumber: '+919829012345',
  createdAt: '2025-01-10T00:00:00.000Z',
  isAdmin: false,
};

let open = true;
function showDialog() {
  open = true;
  render(
    <EditProfileDialog
      profile={profile}
      open
      onOpenChange={(next) => {
        open = next;
      }}
      triggerRef={createRef()}
    />,
  );
}

const field = (id: string) => {
  const input = document.getElementById(id);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no input ${id}`);
  return input;
};
/** Types like a user: through the native setter, so React's change tracking sees the edit. */
function type(id: string, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setValue?.call(field(id), value);
    field(id).dispatchEvent(new Event('input', { bubbles: true }));
  });
}

afterEach(() => {
  cleanup();
  resetFakeApi();
  const toast = currentToast();
  if (toast) dismissToast(toast.id);
});

describe('EditProfileDialog', () => {
  it('starts from the saved profile, phone written the Indian way', () => {
    fakeApi({});
    showDialog();
    expect(field('profile-full-name').value).toBe('Asha Verma');
    expect(field('profile-email').value).toBe('asha@example.in');
    expect(field('profile-phone').value).toBe('+91 98290 12345');
  });

  it('sends the normalised body, then re-reads the session user and closes', async () => {
    const calls = fakeApi({
      'PUT /api/auth/profile': () => ({
        status: 200,
        body: { user: { ...profile, fullName: 'Asha Rani Verma', phoneNumber: null } },
      }),
    });
    showDialog();
    type('profile-full-name', '  Asha Rani Verma ');
    type('profile-phone', '');
    click(buttonNamed('Save Changes'));
    await waitFor(() => expect(open).toBe(false));
    expect(calls.find((c) => c.key === 'PUT /api/auth/profile')?.body).toEqual({
      fullName: 'Asha Rani Verma',
      email: 'asha@example.in',
      phoneNumber: null,
    });
    // Once on mount, once more after the save: the header shows the new name.
    expect(calls.filter((c) => c.key === 'GET /api/identity/get-session')).toHaveLength(2);
    expect(currentToast()?.title).toBe('Profile updated');
  });

  it("shows the server's message for a taken e-mail, next to the field and as a toast", async () => {
    fakeApi({
      'PUT /api/auth/profile': () => ({
        status: 409,
        body: {
          error: { code: 'email_taken', message: 'This email is already used by another account.' },
        },
      }),
    });
    showDialog();
    type('profile-email', 'taken@example.in');
    click(buttonNamed('Save Changes'));
    await waitFor(() =>
      expect(document.getElementById('profile-email-error')?.textContent).toBe(
        'This email is already used by another account.',
      ),
    );
    expect(currentToast()).toMatchObject({
      title: 'Error',
      description: 'This email is already used by another account.',
    });
    expect(open).toBe(true);
  });

  it("says 'Failed to update profile' when the server gives no usable message", async () => {
    fakeApi({ 'PUT /api/auth/profile': () => ({ status: 500, body: 'oops' }) });
    showDialog();
    click(buttonNamed('Save Changes'));
    await waitFor(() => expect(currentToast()?.description).toBe('Failed to update profile'));
  });

  it('refuses a phone that is not an Indian mobile before calling the server', async () => {
    const calls = fakeApi({});
    showDialog();
    type('profile-phone', '12345');
    click(buttonNamed('Save Changes'));
    await waitFor(() =>
      expect(document.getElementById('profile-phone-error')?.textContent).toBe(
        'Enter a valid Indian mobile number',
      ),
    );
    expect(calls.some((c) => c.key.startsWith('PUT'))).toBe(false);
  });
});
