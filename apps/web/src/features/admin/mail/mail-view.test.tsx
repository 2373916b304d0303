import type { AdminMail } from '@sheesham/shared/admin-mail';
import { afterEach, describe, expect, it } from 'vitest';
import { buttonNamed, clickAndSettle, text, waitFor } from '@/testing/dom';
import { fakeApi, type Reply } from '@/testing/fake-api';
import { ADMIN } from '@/testing/fixtures';
import { render, resetTestState } from '@/testing/render';
import { MailView } from './mail-view';

afterEach(resetTestState);

const LIST = 'GET /api/admin/mail?limit=25&offset=0';

function aMail(n: number, overrides: Partial<AdminMail> = {}): AdminMail {
  return {
    id: `mail-${n}`,
    kind: 'order_placed',
    recipient: `buyer${n}@example.in`,
    subject: `Order #${1000 + n} is confirmed`,
    status: 'held',
    attempts: 0,
    lastError: null,
    createdAt: `2026-03-0${n}T10:00:00.000Z`,
    sentAt: null,
    ...overrides,
  };
}

const list = (mails: AdminMail[]): Reply => ({
  status: 200,
  body: mails,
  headers: { 'x-total-count': String(mails.length) },
});
const rows = () => [...document.querySelectorAll<HTMLElement>('[data-testid="mail-row"]')];
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

describe('MailView', () => {
  it('lists mails with state, kind, attempts and the last error', async () => {
    fakeApi(
      {
        [LIST]: () =>
          list([
            aMail(2, {
              status: 'failed',
              attempts: 8,
              lastError: '451 Mailbox temporarily unavailable',
            }),
            aMail(1),
          ]),
      },
      { session: ADMIN },
    );
    render(<MailView />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [failed, held] = rows() as [HTMLElement, HTMLElement];
    expect(failed.textContent).toContain('Failed');
    expect(failed.textContent).toContain('8 attempts');
    expect(failed.textContent).toContain('Last error: 451 Mailbox temporarily unavailable');
    expect(held.textContent).toContain('Held');
    expect(held.textContent).toContain('Order placed · 0 attempts');
    expect(held.textContent).toContain('To buyer1@example.in');
  });

  it('previews the HTML in a sandboxed frame, and sends a failed mail again', async () => {
    const calls = fakeApi(
      {
        [LIST]: () => list([aMail(1, { status: 'failed', attempts: 8 })]),
        'GET /api/admin/mail/mail-1': () => ({
          status: 200,
          body: { ...aMail(1, { status: 'failed' }), html: '<p>Hello</p>', text: 'Hello' },
        }),
        'POST /api/admin/mail/mail-1/resend': () => ({
          status: 200,
          body: aMail(1, { status: 'pending' }),
        }),
      },
      { session: ADMIN },
    );
    render(<MailView />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await clickAndSettle(buttonNamed('Preview'));
    const frame = await waitFor(() => {
      const found = dialog()?.querySelector('iframe');
      expect(found).toBeTruthy();
      return found as HTMLIFrameElement;
    });
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Hello</p>');
    await clickAndSettle(buttonNamed('Send again', dialog() as HTMLElement));
    await waitFor(() =>
      expect(calls.map((c) => c.key)).toContain('POST /api/admin/mail/mail-1/resend'),
    );
  });

  it('offers no "Send again" for a sent mail and says when there are none', async () => {
    fakeApi(
      {
        [LIST]: () => list([aMail(1, { status: 'sent', attempts: 1 })]),
        'GET /api/admin/mail/mail-1': () => ({
          status: 200,
          body: { ...aMail(1, { status: 'sent' }), html: '<p>Hi</p>', text: 'Hi' },
        }),
      },
      { session: ADMIN },
    );
    render(<MailView />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await clickAndSettle(buttonNamed('Preview'));
    await waitFor(() => expect(dialog()?.querySelector('iframe')).toBeTruthy());
    expect(dialog()?.textContent).not.toContain('Send again');
    resetTestState();
    fakeApi({ [LIST]: () => list([]) }, { session: ADMIN });
    render(<MailView />);
    await waitFor(() => expect(text()).toContain('No mails here yet.'));
  });
});
