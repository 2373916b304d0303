import type { AdminMessage } from '@sheesham/shared/admin-messages';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentToast } from '@/components/ui/toast-store';
import { buttonNamed, clickAndSettle, settle, text, waitFor } from '@/testing/dom';
import { fakeApi, type Handler, type Reply } from '@/testing/fake-api';
import { ADMIN } from '@/testing/fixtures';
import { render, resetTestState } from '@/testing/render';
import { MessagesView } from './messages-view';

afterEach(resetTestState);

const ALL = 'GET /api/admin/messages?limit=50';
const UNREAD = 'GET /api/admin/messages?limit=50&unread=true';
const put = (id: string) => `PUT /api/admin/messages/${id}/read`;

function aMessage(n: number, overrides: Partial<AdminMessage> = {}): AdminMessage {
  return {
    id: `msg-${n}`,
    name: `Sender ${n}`,
    email: `sender${n}@example.in`,
    phone: '',
    subject: `Subject ${n}`,
    message: `Message ${n}`,
    createdAt: `2026-03-0${n}T10:00:00.000Z`,
    readAt: null,
    ...overrides,
  };
}

/**
 * A tiny inbox the fake server keeps, with the admin signed in: GET lists it newest first with the
 * count headers, PUT changes one message. Enough to see the view reload after a change.
 */
function inboxServer(initial: AdminMessage[], { failPut = false } = {}) {
  const inbox = new Map(initial.map((m) => [m.id, { ...m }]));
  const list = (onlyUnread: boolean): Reply => {
    const all = [...inbox.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const shown = onlyUnread ? all.filter((m) => m.readAt === null) : all;
    return {
      status: 200,
      body: shown,
      headers: {
        'x-total-count': String(shown.length),
        'x-unread-count': String(all.filter((m) => m.readAt === null).length),
      },
    };
  };
  const routes: Record<string, Handler> = {
    [ALL]: () => list(false),
    [UNREAD]: () => list(true),
  };
  for (const id of inbox.keys()) {
    routes[put(id)] = (call) => {
      if (failPut) return { status: 500, body: { error: { code: 'boom', message: 'Boom' } } };
      const message = inbox.get(id) as AdminMessage;
      const { read } = call.body as { read: boolean };
      message.readAt = read ? (message.readAt ?? '2026-03-10T12:00:00.000Z') : null;
      return { status: 200, body: { ...message } };
    };
  }
  return fakeApi(routes, { session: ADMIN });
}

const rows = () => [...document.querySelectorAll<HTMLElement>('[data-testid="message-row"]')];
const subjects = () => rows().map((row) => row.querySelector('h2')?.textContent);
const rowFor = (subject: string) =>
  rows().find((row) => row.querySelector('h2')?.textContent === subject) as HTMLElement;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const tab = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) =>
    t.textContent?.startsWith(name),
  ) as HTMLElement;
// Radix tabs switch on mouse-down, not on click.
const openTab = (name: string) =>
  act(() => {
    tab(name).dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
  });

describe('MessagesView', () => {
  it('lists messages newest first and marks unread ones with bold text and a badge', async () => {
    inboxServer([
      aMessage(1, { readAt: '2026-03-02T00:00:00.000Z' }),
      aMessage(3),
      aMessage(2, { readAt: '2026-03-03T00:00:00.000Z' }),
    ]);
    render(<MessagesView />);
    await waitFor(() => expect(subjects()).toEqual(['Subject 3', 'Subject 2', 'Subject 1']));
    const [unread, read] = rows() as [HTMLElement, HTMLElement];
    expect(unread.textContent).toContain('Unread');
    expect(unread.querySelector('h2')?.className).toContain('font-bold');
    expect(read.textContent).not.toContain('Unread');
    expect(read.querySelector('h2')?.className).not.toContain('font-bold');
    expect(buttonNamed('Mark as read', unread)).toBeTruthy();
    expect(buttonNamed('Mark as unread', read)).toBeTruthy();
    // The unread count from X-Unread-Count, on the Unread filter and in the description.
    expect(tab('Unread').textContent).toBe('Unread1');
    expect(text()).toContain('1 unread.');
  });

  it('filters to unread messages', async () => {
    const calls = inboxServer([aMessage(1), aMessage(2, { readAt: '2026-03-03T00:00:00.000Z' })]);
    render(<MessagesView />);
    await waitFor(() => expect(subjects()).toHaveLength(2));
    openTab('Unread');
    await waitFor(() => expect(subjects()).toEqual(['Subject 1']));
    expect(calls.map((c) => c.key)).toContain(UNREAD);
  });

  it('opens a message in full with a reply link, marked read by opening it; Mark as unread undoes that', async () => {
    const calls = inboxServer([
      aMessage(1, {
        phone: '+91 98290 12345',
        subject: 'Custom wardrobe',
        message: 'Line one.\nLine two of a long message.',
      }),
    ]);
    render(<MessagesView />);
    await waitFor(() => expect(subjects()).toEqual(['Custom wardrobe']));
    expect(tab('Unread').textContent).toBe('Unread1');
    await clickAndSettle(buttonNamed('Open'));

    const box = dialog() as HTMLElement;
    expect(box.querySelector('h2')?.textContent).toBe('Custom wardrobe');
    expect(box.querySelector('[data-testid="message-text"]')?.textContent).toBe(
      'Line one.\nLine two of a long message.',
    );
    const reply = [...box.querySelectorAll('a')].find((a) => a.textContent === 'Reply by email');
    expect(reply?.getAttribute('href')).toBe(
      'mailto:sender1@example.in?subject=Re%3A%20Custom%20wardrobe',
    );
    expect(box.querySelector('a[href^="tel:"]')?.getAttribute('href')).toBe('tel:+919829012345');

    // Opening it was reading it: marked read on the server, in the dialog and in the list.
    expect(calls.filter((c) => c.key === put('msg-1')).map((c) => c.body)).toEqual([
      { read: true },
    ]);
    await waitFor(() => expect(dialog()?.textContent).toContain('StatusRead 10 Mar 2026'));
    await waitFor(() => expect(rowFor('Custom wardrobe').textContent).not.toContain('Unread'));
    await waitFor(() => expect(tab('Unread').textContent).toBe('Unread0'));
    expect(calls.filter((c) => c.key === ALL).length).toBeGreaterThanOrEqual(2);

    await clickAndSettle(buttonNamed('Mark as unread', dialog() as HTMLElement));
    expect(calls.filter((c) => c.key === put('msg-1')).map((c) => c.body)).toEqual([
      { read: true },
      { read: false },
    ]);
    await waitFor(() => expect(rowFor('Custom wardrobe').textContent).toContain('Unread'));
    expect(dialog()?.textContent).toContain('StatusUnread');
  });

  it('opens a message already read without changing it', async () => {
    const calls = inboxServer([aMessage(1, { readAt: '2026-03-02T00:00:00.000Z' })]);
    render(<MessagesView />);
    await waitFor(() => expect(subjects()).toHaveLength(1));
    await clickAndSettle(buttonNamed('Open'));
    expect(dialog()?.textContent).toContain('StatusRead');
    await settle();
    expect(calls.filter((c) => c.key.startsWith('PUT'))).toEqual([]);
  });

  it('marks a message read straight from the list and reloads it', async () => {
    inboxServer([aMessage(1), aMessage(2)]);
    render(<MessagesView />);
    await waitFor(() => expect(subjects()).toHaveLength(2));
    await clickAndSettle(buttonNamed('Mark as read', rowFor('Subject 2')));
    await waitFor(() => expect(buttonNamed('Mark as unread', rowFor('Subject 2'))).toBeTruthy());
    expect(rowFor('Subject 1').textContent).toContain('Unread');
    await waitFor(() => expect(tab('Unread').textContent).toBe('Unread1'));
  });

  it('says so in a toast when a change fails', async () => {
    inboxServer([aMessage(1)], { failPut: true });
    render(<MessagesView />);
    await waitFor(() => expect(subjects()).toHaveLength(1));
    await clickAndSettle(buttonNamed('Mark as read'));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        variant: 'destructive',
        description: 'Failed to update message',
      }),
    );
    expect(rowFor('Subject 1').textContent).toContain('Unread');
  });

  it("says 'No messages yet' for an empty inbox, and 'No unread messages' under Unread", async () => {
    inboxServer([]);
    render(<MessagesView />);
    await waitFor(() => expect(text()).toContain('No messages yet'));
    openTab('Unread');
    await waitFor(() => expect(text()).toContain('No unread messages'));
  });

  it('shows skeletons while loading, and a toast with a retry when loading fails', async () => {
    fakeApi({ [ALL]: () => new Promise<Reply>(() => {}) }, { session: ADMIN });
    render(<MessagesView />);
    await settle();
    expect(document.querySelector('[role="status"][aria-label="Loading messages"]')).not.toBeNull();
    resetTestState();

    fakeApi(
      { [ALL]: () => ({ status: 500, body: { error: { code: 'boom', message: 'Boom' } } }) },
      { session: ADMIN },
    );
    render(<MessagesView />);
    await waitFor(() => expect(currentToast()?.description).toBe('Failed to fetch messages'));
    expect(buttonNamed('Try again')).toBeTruthy();
  });
});
