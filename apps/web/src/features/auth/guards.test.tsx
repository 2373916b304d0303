import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { settle } from '@/testing/dom';
import { fakeApi, type SessionScenario } from '@/testing/fake-api';
import { ADMIN, CUSTOMER } from '@/testing/fixtures';
import { render, resetTestState } from '@/testing/render';
import { RequireAdmin } from './require-admin';
import { RequireSignedIn } from './require-signed-in';

/** Stands in for /auth and /: shows where the guard sent us and what it remembered. */
function Landing({ name }: { name: string }) {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? 'nothing';
  return <p>{`${name} page, from ${from}`}</p>;
}

afterEach(resetTestState);

async function visit(path: string, session: SessionScenario) {
  fakeApi({}, { session });
  const { container } = render(
    <Routes>
      <Route path="/" element={<Landing name="home" />} />
      <Route path="/auth" element={<Landing name="auth" />} />
      <Route
        path="/profile"
        element={
          <RequireSignedIn>
            <p>profile content</p>
          </RequireSignedIn>
        }
      />
      <Route
        path="/admin"
        element={
          <RequireAdmin>
            <p>admin content</p>
          </RequireAdmin>
        }
      />
    </Routes>,
    { initialEntries: [path] },
  );
  await settle();
  return container;
}

describe('RequireSignedIn', () => {
  it('shows a Loading... status while the session is being checked', async () => {
    const page = await visit('/profile', 'pending');
    expect(page.querySelector('[role="status"]')?.textContent).toBe('Loading...');
    expect(page.textContent).not.toContain('profile content');
  });

  it('sends a signed-out visitor to the sign-in screen, remembering the page', async () => {
    const page = await visit('/profile?tab=orders', 'signed-out');
    expect(page.textContent).toBe('auth page, from /profile?tab=orders');
  });

  it('shows the page to a signed-in user', async () => {
    const page = await visit('/profile', CUSTOMER);
    expect(page.textContent).toBe('profile content');
  });
});

describe('RequireAdmin', () => {
  it('shows Loading... while the session is being checked', async () => {
    const page = await visit('/admin', 'pending');
    expect(page.textContent).toBe('Loading...');
  });

  it('sends a signed-out visitor to /auth, remembering /admin', async () => {
    const page = await visit('/admin', 'signed-out');
    expect(page.textContent).toBe('auth page, from /admin');
  });

  it('sends a signed-in customer who is not an admin home', async () => {
    const page = await visit('/admin', CUSTOMER);
    expect(page.textContent).toBe('home page, from nothing');
  });

  it('shows the admin screen to an admin', async () => {
    const page = await visit('/admin', ADMIN);
    expect(page.textContent).toBe('admin content');
  });
});
