import type { ProfileUser } from '@sheesham/shared';
import { act, createRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentToast } from '@/components/ui/toast-store';
import { buttonNamed, click, typeInto, waitFor } from '@/testing/dom';
import { fakeApi } from '@/testing/fake-api';
import { CUSTOMER_PROFILE } from '@/testing/fixtures';
import { render, resetTestState } from '@/testing/render';
import { EditProfileDialog } from './edit-profile-dialog';

const profile = CUSTOMER_PROFILE;

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
const type = (id: string, value: string) => typeInto(field(id), value);

afterEach(resetTestState);

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

describe('EditProfileDialog across renders', () => {
  /** The dialog as the profile card holds it: the profile and `open` come from outside. */
  let setShown: (next: { profile: ProfileUser; open: boolean }) => void = () => {};
  function Holder() {
    const [shown, set] = useState({ profile, open: true });
    setShown = set;
    return (
      <EditProfileDialog
        profile={shown.profile}
        open={shown.open}
        onOpenChange={(next) => set((current) => ({ ...current, open: next }))}
        triggerRef={createRef()}
      />
    );
  }
  const refetched: ProfileUser = { ...profile, fullName: 'Asha Rani Verma' };

  it('keeps what the customer typed when the profile is refetched while the dialog is open', () => {
    fakeApi({});
    render(<Holder />);
    type('profile-email', 'new@example.in');
    act(() => setShown({ profile: refetched, open: true }));
    expect(field('profile-email').value).toBe('new@example.in');
    expect(field('profile-full-name').value).toBe('Asha Verma');
  });

  it('starts again from the latest saved profile when opened the next time', async () => {
    fakeApi({});
    render(<Holder />);
    type('profile-email', 'abandoned@example.in');
    act(() => setShown({ profile, open: false }));
    act(() => setShown({ profile: refetched, open: true }));
    await waitFor(() => expect(field('profile-full-name').value).toBe('Asha Rani Verma'));
    expect(field('profile-email').value).toBe('asha@example.in');
  });
});
